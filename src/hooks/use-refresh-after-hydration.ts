import { use, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useContentStore } from "~/lib/content-store/context";
import { HydrationContext } from "./use-is-hydrated";

/** The Retry of a page's error and stale states. */
export function useRetry(): () => void {
  const { revalidate } = useRevalidator();
  return () => void revalidate();
}

/** Once a prerendered page has hydrated, its loaders run again so what was written since the deploy
 * appears (decision 012); a page reached by client-side navigation has just read it. */
export function useRefreshAfterHydration(): () => void {
  const enabled = useContentStore().readsLive;
  const hydration = use(HydrationContext);
  const [isFromDocument] = useState(() => !hydration.current);
  const retry = useRetry();
  useEffect(() => {
    if (enabled && isFromDocument) retry();
    // Once per mount: `retry` is a new function after every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, isFromDocument]);
  return retry;
}
