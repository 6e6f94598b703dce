import { createContext, startTransition, use, useEffect, useState } from "react";

// Without a provider (components rendered on their own, as in unit tests),
// rendering happens in the browser: hydrated.
const IsHydratedContext = createContext(true);

/**
 * Around the whole page (root Layout): tells its components whether the page
 * has hydrated. False while rendering HTML at build time and during
 * hydration; the switch to true afterwards is a transition, so React renders
 * it in short slices rather than one long task at start-up (which a
 * `useSyncExternalStore` server snapshot would force). Components mounted
 * later, on client-side navigation, read true from their first render.
 */
export function HydrationProvider({ children }: { children: React.ReactNode }) {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setIsHydrated(true));
  }, []);
  return <IsHydratedContext value={isHydrated}>{children}</IsHydratedContext>;
}

/**
 * False while rendering HTML at build time and during hydration, true after
 * (see HydrationProvider). The shell uses it for location-dependent state (the
 * active menu item): the SPA fallback page is prerendered at "/", and React
 * keeps the server's attributes on hydration, so they must match until it has
 * finished.
 */
export function useIsHydrated(): boolean {
  return use(IsHydratedContext);
}
