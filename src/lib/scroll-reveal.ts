import { whenIdle } from "./idle";
import { prefersReducedMotion } from "./motion";

/** Class on <html> that arms the `[data-aos]` styles in `styles/app.css`.
 * Until it is set, prerendered content stays fully visible. */
export const SCROLL_REVEAL_READY_CLASS = "aos-ready";

let started = false;

/**
 * Starts AOS once per page load; each element is revealed once, over 800 ms.
 * AOS is loaded on demand, so it costs nothing before the page is interactive,
 * and it starts when the browser is next idle: `init` measures every revealed
 * element, which is cheap once the page has been laid out and costly in the
 * middle of hydration (and evaluating the module and starting it are then two
 * short tasks rather than one long one). It marks the elements already in view as
 * animated synchronously in `init`, and only then is the hiding style armed —
 * so nothing visible ever blinks out. Under `prefers-reduced-motion: reduce`
 * AOS is not started at all.
 */
export async function startScrollReveal(): Promise<void> {
  if (started || prefersReducedMotion()) return;
  started = true;
  const { default: AOS } = await import("aos");
  await new Promise<void>((resolve) => whenIdle(resolve));
  AOS.init({ once: true, duration: 800 });
  document.documentElement.classList.add(SCROLL_REVEAL_READY_CLASS);
}
