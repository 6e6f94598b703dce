import { whenIdle } from "./idle";
import { prefersReducedMotion } from "./motion";

/** Arms the `[data-aos]` styles; until it is set, prerendered content stays fully visible (decision 002). */
export const SCROLL_REVEAL_READY_CLASS = "aos-ready";

let started = false;

/** Starts when the browser is next idle: `init` measures every revealed element, costly mid-hydration.
 * `init` marks what is in view as animated before the hiding style is armed, so nothing on screen blinks. */
export async function startScrollReveal(): Promise<void> {
  if (started || prefersReducedMotion()) return;
  started = true;
  const { default: AOS } = await import("aos");
  await new Promise<void>((resolve) => whenIdle(resolve));
  AOS.init({ once: true, duration: 800 });
  document.documentElement.classList.add(SCROLL_REVEAL_READY_CLASS);
}
