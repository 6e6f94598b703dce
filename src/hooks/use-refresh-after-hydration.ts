import { use, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { HydrationContext } from "./use-is-hydrated";

/**
 * For a page that shows the build's copy of database content: once the
 * prerendered page has hydrated, its loaders run once more and read the
 * database, so whatever was written since the last deploy appears. A page
 * reached by client-side navigation has just read it: no second read.
 * @param enabled false where there is no database (built-in mode)
 */
export function useRefreshAfterHydration(enabled: boolean): void {
  const hydration = use(HydrationContext);
  // Mounted while the page hydrates = rendered from the prerendered HTML.
  const [isFromDocument] = useState(() => !hydration.current);
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (enabled && isFromDocument) void revalidate();
    // Once per mount: `revalidate` is a new function after every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, isFromDocument]);
}
