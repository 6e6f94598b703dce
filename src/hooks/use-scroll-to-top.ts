import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "~/lib/motion";

/**
 * Every route change scrolls to the top (spec): smoothly, or instantly under
 * `prefers-reduced-motion`. Focus moves to the main region so keyboard and
 * screen-reader users start reading the new page from its top too.
 */
export function useScrollToTop(mainId = "main") {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? "instant" : "smooth" });
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
}
