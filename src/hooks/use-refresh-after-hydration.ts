import { use, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useContentStore } from "~/lib/content-store/context";
import { HydrationContext } from "./use-is-hydrated";

/** Reads the page's data again: the Retry of its error and stale states. */
export function useRetry(): () => void {
  const { revalidate } = useRevalidator();
  return () => void revalidate();
}

/**
 * For a page that shows the build's copy of database content: when readers
 * read the database (`readsLive`), once the prerendered page has hydrated,
 * its loaders run once more and read it, so whatever was written since the
 * last deploy appears. A page reached by client-side navigation has just read
 * it: no second read.
 * Returns the page's Retry.
 */
export function useRefreshAfterHydration(): () => void {
  const enabled = useContentStore().readsLive;
  const hydration = use(HydrationContext);
  // Mounted while the page hydrates = rendered from the prerendered HTML.
  const [isFromDocument] = useState(() => !hydration.current);
  const retry = useRetry();
  useEffect(() => {
    if (enabled && isFromDocument) retry();
    // Once per mount: `retry` is a new function after every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, isFromDocument]);
  return retry;
}
