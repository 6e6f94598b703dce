import { createContext } from "react";
import type { HealthNoteText } from "~/content/health-note";

/** Given by the root route's build-time data, so the text is in no page's JavaScript. */
export const HealthNoteContext = createContext<HealthNoteText | null>(null);
