import { useEffect, useRef } from "react";

/** For a view that replaced the one a keyboard user was in (Start fast swaps the form for the ring). */
export function useFocusOnMount<T extends HTMLElement>(shouldFocus: boolean) {
  const ref = useRef<T>(null);
  const initial = useRef(shouldFocus);
  useEffect(() => {
    if (initial.current) ref.current?.focus();
  }, []);
  return ref;
}

/** The ring only where the browser shows focus (keyboard use), not after a click. */
export const focusedHeading =
  "focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-600";
