import { createContext } from "react";
import type { HealthNoteText } from "~/content/health-note";

/**
 * The health note's text for every page. The root route gives it from its
 * build-time data (src/root.tsx), so it travels as page data and is in no
 * page's JavaScript; only the pages that show the note load its component.
 */
export const HealthNoteContext = createContext<HealthNoteText | null>(null);
