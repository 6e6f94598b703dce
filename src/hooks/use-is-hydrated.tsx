import { createContext, startTransition, use, useEffect, useRef, useState } from "react";

/** Whether the page's first render (hydration) has been committed. */
type HydrationRecord = React.RefObject<boolean>;

// Without a provider (components rendered on their own, as in unit tests),
// rendering happens in the browser: hydrated.
export const HydrationContext = createContext<HydrationRecord>({ current: true });

/**
 * Around the whole page (root Layout): records when hydration is over, so
 * components mounted later start out hydrated. The context value never
 * changes: a changing value would have to reach every consumer, and React
 * cannot look inside a section whose prerendered HTML is still waiting to
 * hydrate (`lazyWhenNear`), so the whole update would wait for that section.
 */
export function HydrationProvider({ children }: { children: React.ReactNode }) {
  const record = useRef(false);
  // The provider's effect runs after those of everything inside it.
  useEffect(() => {
    record.current = true;
  }, []);
  return <HydrationContext value={record}>{children}</HydrationContext>;
}

/**
 * False while rendering HTML at build time and during hydration, true after.
 * The switch is a transition, so React renders it in short slices rather
 * than one long task at start-up. Components mounted after hydration (a
 * client-side navigation) read true from their first render. The shell uses
 * it for location-dependent state (the active menu item): the SPA fallback
 * page is prerendered at "/", and React keeps the server's attributes on
 * hydration, so they must match until it has finished.
 */
export function useIsHydrated(): boolean {
  const record = use(HydrationContext);
  const [isHydrated, setIsHydrated] = useState(() => record.current);
  useEffect(() => {
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
