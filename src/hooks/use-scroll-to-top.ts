import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "~/lib/motion";

/** Focus moves to the main region too, so keyboard and screen-reader users start the new page at its top. */
export function useScrollToTop(mainId = "main") {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);

  // A link within the page moves to its target natively.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const behavior = prefersReducedMotion() ? "instant" : "smooth";
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior, block: "start" });
    else window.scrollTo({ top: 0, left: 0, behavior });
    // A page that focused a field of its own as it opened (the search box) keeps it.
    const main = document.getElementById(mainId);
    const focused = document.activeElement;
    if (!(main?.contains(focused) && focused?.matches("input, textarea, select")))
      main?.focus({ preventScroll: true });
  }, [pathname, hash, mainId]);
}
