import { useInView } from "react-intersection-observer";

/** How far outside the viewport an element counts as "near": about a screen
 * ahead, so what it loads has arrived by the time it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "100% 0px";

/**
 * Whether the element given `ref` has come near the viewport (see
 * NEAR_VIEWPORT_MARGIN). Once true it stays true. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport(): { ref: (element?: Element | null) => void; isNear: boolean } {
  const { ref, inView } = useInView({
    rootMargin: NEAR_VIEWPORT_MARGIN,
    triggerOnce: true,
    fallbackInView: true,
  });
  return { ref, isNear: inView };
}
