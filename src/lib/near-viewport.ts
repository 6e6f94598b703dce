/** How far outside the viewport an element counts as "near": about a screen
 * ahead, so what it loads has arrived by the time it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = "100% 0px";

/**
 * Calls `onNear` once, when `element` comes near the viewport (at once where
 * IntersectionObserver is missing). Returns a function that stops watching.
 * A plain observer, so pages that use it need not load an observer library.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onNear();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
  };
}
