import { afterEach, expect, test, vi } from "vitest";
import { SCROLL_REVEAL_READY_CLASS, startScrollReveal } from "./scroll-reveal";

const init = vi.fn();
vi.mock("aos", () => ({ default: { init } }));
afterEach(() => vi.unstubAllGlobals());

// Under reduced motion it stays off, content shown at once: tests/e2e/reduced-motion.spec.ts.
test("starts AOS once, only when the browser is idle, and arms the reveal styles only then", async () => {
  const idleCallbacks: IdleRequestCallback[] = [];
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  vi.stubGlobal("cancelIdleCallback", vi.fn());
  const started = startScrollReveal();
  await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
  expect(init).not.toHaveBeenCalled();
  expect(document.documentElement).not.toHaveClass(SCROLL_REVEAL_READY_CLASS);
  idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 20 });
  await started;
  await startScrollReveal();
  expect(init).toHaveBeenCalledOnce();
  expect(document.documentElement).toHaveClass(SCROLL_REVEAL_READY_CLASS);
});
