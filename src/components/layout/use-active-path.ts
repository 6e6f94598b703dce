import { useLocation } from "react-router";
import { useIsHydrated } from "~/hooks/use-is-hydrated";

/** Sections match their descendants too. False until hydration has finished (see useIsHydrated). */
export function useIsActivePath(): (to: string) => boolean {
  const { pathname } = useLocation();
  const isHydrated = useIsHydrated();
  return (to) =>
    isHydrated && (to === "/" ? pathname === "/" : pathname === to || pathname.startsWith(`${to}/`));
}
