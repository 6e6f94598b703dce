import { createContext, startTransition, use, useEffect, useRef, useState } from "react";

type HydrationRecord = React.RefObject<boolean>;

// Without a provider (a component rendered on its own, as in unit tests) rendering is in the browser.
export const HydrationContext = createContext<HydrationRecord>({ current: true });

/** The value never changes: a change would have to reach every consumer, and React cannot enter a section
 * still waiting to hydrate (`lazyWhenNear`), so the whole update would wait for that section. */
export function HydrationProvider({ children }: { children: React.ReactNode }) {
  const record = useRef(false);
  useEffect(() => {
    record.current = true;
  }, []);
  return <HydrationContext value={record}>{children}</HydrationContext>;
}

/** The switch is a transition, so it renders in short slices rather than one long task at start-up. The
 * shell waits on it for location-dependent state: the SPA fallback page is prerendered at "/". */
export function useIsHydrated(): boolean {
  const record = use(HydrationContext);
  const [isHydrated, setIsHydrated] = useState(() => record.current);
  useEffect(() => {
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
