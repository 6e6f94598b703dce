import { useEffect, useRef } from "react";

/**
 * Focus for a view that replaced the one a keyboard user was in (Start fast
 * swaps the form for the ring, End fast swaps back): its heading takes focus
 * when it mounts because of an action, not when the page first loads.
 */
export function useFocusOnMount<T extends HTMLElement>(shouldFocus: boolean) {
  const ref = useRef<T>(null);
  // Only the mount counts: a later render with the flag set moves nothing.
  const initial = useRef(shouldFocus);
  useEffect(() => {
    if (initial.current) ref.current?.focus();
  }, []);
  return ref;
}

export const focusedHeading = "focus:outline-3 focus:outline-offset-4 focus:outline-brand-600";
