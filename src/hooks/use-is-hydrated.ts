import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while rendering HTML at build time and during hydration, true after.
 * The shell uses it for location-dependent state (the active menu item): the
 * SPA fallback page is prerendered at "/", and React keeps the server's
 * attributes on hydration, so they must match until it has finished.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
