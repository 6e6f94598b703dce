import { useEffect, useState } from "react";

/** How far outside the viewport an element counts as "near": about a screen
 * ahead, so what it loads has arrived by the time it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "100% 0px";

/**
 * Whether the element given `ref` has come near the viewport (within
 * `NEAR_VIEWPORT_MARGIN`; at once where IntersectionObserver is missing).
 * Once true it stays true.
 *
 * The platform's observer, not react-intersection-observer's `observe()`:
 * an article page watches this one element and nothing else, and the
 * library's module would be 0.7 KiB more of its first load.
 */
export function useNearViewport(): { ref: (element: Element | null) => void; isNear: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(false);
  // Without the observer (old browsers), whatever is waiting loads at once.
  const canWatch = typeof IntersectionObserver !== "undefined";
  useEffect(() => {
    if (!element || isNear || !canWatch) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear, canWatch]);
  return { ref: setElement, isNear: isNear || (element !== null && !canWatch) };
}
