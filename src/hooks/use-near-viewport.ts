import { useEffect, useState } from "react";
import { observe } from "react-intersection-observer";

/** How far outside the viewport an element counts as "near": about a screen
 * ahead, so what it loads has arrived by the time it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "100% 0px";

/**
 * Whether the element given `ref` has come near the viewport (within
 * `NEAR_VIEWPORT_MARGIN`; at once where IntersectionObserver is missing).
 * Once true it stays true.
 */
export function useNearViewport(): { ref: (element: Element | null) => void; isNear: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    if (!element || isNear) return;
    return observe(
      element,
      (inView) => {
        if (inView) setIsNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
      true,
    );
  }, [element, isNear]);
  return { ref: setElement, isNear };
}
