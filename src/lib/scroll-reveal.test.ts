import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { setReducedMotion } from "~/test/media";

const init = vi.fn();
vi.mock("aos", () => ({ default: { init } }));

// A fresh module per test: AOS starts at most once per page load.
async function loadModule() {
  vi.resetModules();
  return import("./scroll-reveal");
}

describe("startScrollReveal", () => {
  beforeEach(() => init.mockClear());
  afterEach(() => {
    document.documentElement.classList.remove("aos-ready");
    vi.unstubAllGlobals();
  });

  test("initialises AOS once (each element revealed once, over 800 ms), then arms the reveal styles", async () => {
    const { startScrollReveal, SCROLL_REVEAL_READY_CLASS } = await loadModule();
    await startScrollReveal();
    await startScrollReveal();
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ once: true, duration: 800 });
    expect(document.documentElement).toHaveClass(SCROLL_REVEAL_READY_CLASS);
  });

  test("starts AOS only when the browser is idle, and arms the styles only then", async () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const { startScrollReveal, SCROLL_REVEAL_READY_CLASS } = await loadModule();
    const started = startScrollReveal();
    await vi.waitFor(() => expect(idleCallbacks).toHaveLength(1));
    expect(init).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveClass(SCROLL_REVEAL_READY_CLASS);
    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 20 });
    await started;
    expect(init).toHaveBeenCalledOnce();
    expect(document.documentElement).toHaveClass(SCROLL_REVEAL_READY_CLASS);
  });

  test("stays off under prefers-reduced-motion, leaving content visible", async () => {
    setReducedMotion(true);
    const { startScrollReveal, SCROLL_REVEAL_READY_CLASS } = await loadModule();
    await startScrollReveal();
    expect(init).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveClass(SCROLL_REVEAL_READY_CLASS);
  });
});
