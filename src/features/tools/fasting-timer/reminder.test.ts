import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { scheduleReminder, showFastBadge } from "./reminder";

const DAY = 24 * 3_600_000;
/** The longest delay a browser's setTimeout keeps (2^31 − 1 ms, about 24.8 days); longer ones fire at once. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/** A page notification that records what it was asked to show. */
class FakeNotification {
  static permission: NotificationPermission = "granted";
  readonly title: string;
  readonly options?: NotificationOptions;
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(title: string, options?: NotificationOptions) {
    this.title = title;
    this.options = options;
    shown.push(this);
  }
}
const shown: FakeNotification[] = [];

/** A service worker container: `controller` set when a worker controls the page. */
function stubWorker({ controlled, active }: { controlled: boolean; active: boolean }) {
  const showNotification = vi.fn<(title: string, options?: NotificationOptions) => Promise<void>>(() =>
    Promise.resolve(),
  );
  const registration = { active: active ? {} : null, showNotification };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      controller: controlled ? {} : null,
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(active ? registration : undefined),
    },
  });
  return showNotification;
}

describe("scheduleReminder", () => {
  beforeEach(() => {
    shown.length = 0;
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1, 8) });
    vi.stubGlobal("Notification", FakeNotification);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    // jsdom has no service worker container of its own.
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  const notice = (hours: number, tag: string) => ({
    body: `You’ve reached your ${hours}-hour target.`,
    tag,
    icon: "/icons/icon-192.png",
    data: { url: "/tools/fasting-timer" },
  });

  test("shows the notice at the target, not before", async () => {
    scheduleReminder({ at: Date.now() + 16 * 3_600_000, fastId: "f1", hours: 16 });
    await vi.advanceTimersByTimeAsync(16 * 3_600_000 - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.map(({ title, options }) => ({ title, options }))).toEqual([
      { title: "Fasting target reached", options: notice(16, "f1") },
    ]);
  });

  test("a target more than 24.8 days away fires at the target, not at once, unless cancelled on the way", async () => {
    const at = Date.now() + 30 * DAY;
    scheduleReminder({ at, fastId: "far", hours: 720 });
    const cancel = scheduleReminder({ at, fastId: "cancelled", hours: 720 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown).toEqual([]);
    // Past the longest single timeout: the reminders are still waiting.
    await vi.advanceTimersByTimeAsync(MAX_TIMEOUT);
    expect(shown).toEqual([]);
    cancel();
    await vi.advanceTimersByTimeAsync(at - Date.now() - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.map(({ options }) => options?.tag)).toEqual(["far"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test.each([
    ["a worker controls the page: through its registration", { controlled: true, active: true }, 1, 0],
    [
      "an active worker not controlling it (hard reload): its registration",
      { controlled: false, active: true },
      1,
      0,
    ],
    ["no worker: a page notification", { controlled: false, active: false }, 0, 1],
  ])("where the notice is shown: %s", async (_, worker, byWorker, byPage) => {
    const showNotification = stubWorker(worker);
    scheduleReminder({ at: Date.now() + 3_600_000, fastId: "f1", hours: 1 });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(showNotification).toHaveBeenCalledTimes(byWorker);
    expect(shown).toHaveLength(byPage);
    if (byWorker) expect(showNotification).toHaveBeenCalledWith("Fasting target reached", notice(1, "f1"));
  });
});

describe("showFastBadge", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "setAppBadge");
    Reflect.deleteProperty(navigator, "clearAppBadge");
  });

  function stubBadging() {
    const calls: string[] = [];
    Object.defineProperty(navigator, "setAppBadge", {
      configurable: true,
      value: (contents?: number) => {
        calls.push(contents === undefined ? "dot" : `set ${contents}`);
        return Promise.resolve();
      },
    });
    Object.defineProperty(navigator, "clearAppBadge", {
      configurable: true,
      value: () => {
        calls.push("clear");
        return Promise.resolve();
      },
    });
    return calls;
  }

  test.each([
    [5, "set 5"],
    [16.9, "set 16"],
    [0, "dot"],
    [null, "clear"],
  ])("%s hours fasted: %s", (hours, call) => {
    const calls = stubBadging();
    showFastBadge(hours);
    expect(calls).toEqual([call]);
  });

  test("a refused badge (a tab, not the installed app) is no error", async () => {
    Object.defineProperty(navigator, "setAppBadge", {
      configurable: true,
      value: () => Promise.reject(new DOMException("Not installed", "NotAllowedError")),
    });
    Object.defineProperty(navigator, "clearAppBadge", { configurable: true, value: () => Promise.resolve() });
    expect(() => showFastBadge(3)).not.toThrow();
    // An unhandled rejection would fail the run.
    await Promise.resolve();
  });

  test("does nothing where the Badging API is missing", () => {
    expect("setAppBadge" in navigator).toBe(false);
    expect(() => showFastBadge(3)).not.toThrow();
  });
});
