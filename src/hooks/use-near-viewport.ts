import { useEffect, useState } from "react";

/** About a screen ahead, so what it loads has arrived by the time it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "100% 0px";

/** Once true, stays true. The platform's observer rather than react-intersection-observer: an article page
 * watches nothing else, and the library would add 0.7 KiB to its first load. */
export function useNearViewport(): { ref: (element: Element | null) => void; isNear: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(false);
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
