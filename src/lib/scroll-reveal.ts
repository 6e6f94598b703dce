import { prefersReducedMotion } from "./motion";

/** Class on <html> that arms the `[data-aos]` styles in `styles/app.css`.
 * Until it is set, prerendered content stays fully visible. */
export const SCROLL_REVEAL_READY_CLASS = "aos-ready";

let started = false;

/**
 * Starts AOS once per page load (spec: once only, 800 ms). AOS is loaded on
 * demand, so it costs nothing before the page is interactive. It marks the
 * elements already in view as animated synchronously in `init`, and only then
 * is the hiding style armed — so nothing visible ever blinks out. Under
 * `prefers-reduced-motion: reduce` AOS is not started at all.
 */
export async function startScrollReveal(): Promise<void> {
  if (started || prefersReducedMotion()) return;
  started = true;
  const { default: AOS } = await import("aos");
  AOS.init({ once: true, duration: 800 });
  document.documentElement.classList.add(SCROLL_REVEAL_READY_CLASS);
}
