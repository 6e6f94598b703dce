import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { THEME_KEY, applyThemeChoice, readThemeChoice, subscribeToThemeChoice } from "./theme";
import { applyThemeScript } from "./theme-script";

function addToolbarMetas() {
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="#156546">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#13120f">`;
}
/** Every theme-color meta in order: "media content" (the first that matches is used). */
const toolbarColours = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((m) =>
    [m.getAttribute("media"), m.getAttribute("content")].filter(Boolean).join(" "),
  );
const LIGHT_PAIR = ["(prefers-color-scheme: light) #156546", "(prefers-color-scheme: dark) #13120f"];

/** Runs the head script as the page does: it is shipped as text, not as a module. */
function runHeadScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string
  const script = new Function(applyThemeScript) as () => void;
  script();
}

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  addToolbarMetas();
});
afterEach(() => vi.restoreAllMocks());

describe("the head script", () => {
  test("applies a stored pick to <html> and the toolbar colour", () => {
    localStorage.setItem(THEME_KEY, "dark");
    runHeadScript();
    expect(document.documentElement.dataset.theme).toBe("dark");
    // The page's own pair stays as rendered (React matches it on hydration).
    expect(toolbarColours()).toEqual(["#13120f", ...LIGHT_PAIR]);
  });

  test("leaves the page to the device's setting without a pick, or with a value it does not know", () => {
    for (const stored of [null, "sepia"]) {
      if (stored) localStorage.setItem(THEME_KEY, stored);
      runHeadScript();
      expect(document.documentElement.dataset.theme).toBeUndefined();
      expect(toolbarColours()).toEqual(LIGHT_PAIR);
    }
  });

  test("does not throw where storage is blocked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(runHeadScript).not.toThrow();
  });
});

describe("the reader's pick", () => {
  test("is kept, shown, and told to subscribers; System forgets it", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToThemeChoice(onChange);
    applyThemeChoice("dark");
    expect(readThemeChoice()).toBe("dark");
    expect(localStorage.getItem(THEME_KEY)).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(toolbarColours()).toEqual(["#13120f", ...LIGHT_PAIR]);
    applyThemeChoice("light");
    expect(toolbarColours()).toEqual(["#156546", ...LIGHT_PAIR]);

    applyThemeChoice("system");
    expect(readThemeChoice()).toBe("system");
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(toolbarColours()).toEqual(LIGHT_PAIR);
    expect(onChange).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  test("holds for this page where storage is blocked", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    applyThemeChoice("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(readThemeChoice()).toBe("light");
  });

  test("follows a pick made in another tab", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToThemeChoice(onChange);
    localStorage.setItem(THEME_KEY, "light");
    window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY, newValue: "light" }));
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(onChange).toHaveBeenCalled();
    unsubscribe();
  });
});
