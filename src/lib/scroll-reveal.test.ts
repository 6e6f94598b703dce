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
  afterEach(() => document.documentElement.classList.remove("aos-ready"));

  test("initialises AOS once with the spec's options, then arms the reveal styles", async () => {
    const { startScrollReveal, SCROLL_REVEAL_READY_CLASS } = await loadModule();
    await startScrollReveal();
    await startScrollReveal();
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith({ once: true, duration: 800 });
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
