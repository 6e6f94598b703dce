import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { prefersReducedMotion } from "~/lib/motion";

/**
 * Every route change scrolls to the top: smoothly, or instantly under
 * `prefers-reduced-motion`. Focus moves to the main region so keyboard and
 * screen-reader users start reading the new page from its top too, unless the
 * new page has focused a field of its own. A link to
 * a section of another page (a search result, a quick answer's "read more")
 * scrolls to that section instead.
 */
export function useScrollToTop(mainId = "main") {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);

  // Only a new page counts: on the first render nothing moves, and a link
  // within the page moves to its target natively.
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
