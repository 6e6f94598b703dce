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

/** A heading that takes focus: the ring only where the browser shows focus (keyboard use), not after a click. */
export const focusedHeading =
  "focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-600";
