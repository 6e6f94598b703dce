import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { THEME_KEY, applyThemeChoice, readThemeChoice, subscribeToThemeChoice } from "./theme";
import { applyThemeScript } from "./theme-script";

// A stored pick and the device's setting, from the first frame, with the toolbar
// colour, and the footer's setting kept across a reload: tests/e2e/theme.spec.ts.

/** Runs the head script as the page does: it is shipped as text, not as a module. */
function runHeadScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string
  const script = new Function(applyThemeScript) as () => void;
  script();
}

const blockStorage = () => {
  vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("blocked", "SecurityError");
  });
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("blocked", "QuotaExceededError");
  });
};

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.restoreAllMocks());

test("the head script leaves the page to the device's setting for a stored value it does not know", () => {
  localStorage.setItem(THEME_KEY, "sepia");
  runHeadScript();
  expect(document.documentElement.dataset.theme).toBeUndefined();
});

test("where storage is blocked, the head script does not throw and a pick holds for this page", () => {
  blockStorage();
  expect(runHeadScript).not.toThrow();
  applyThemeChoice("light");
  expect(document.documentElement.dataset.theme).toBe("light");
  expect(readThemeChoice()).toBe("light");
});

test("a pick is told to subscribers, and one made in another tab is followed", () => {
  const onChange = vi.fn();
  const unsubscribe = subscribeToThemeChoice(onChange);
  applyThemeChoice("dark");
  expect(onChange).toHaveBeenCalledTimes(1);
  localStorage.setItem(THEME_KEY, "light");
  window.dispatchEvent(new StorageEvent("storage", { key: THEME_KEY, newValue: "light" }));
  expect(document.documentElement.dataset.theme).toBe("light");
  expect(onChange).toHaveBeenCalledTimes(2);
  unsubscribe();
});
