import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { scheduleReminder, showFastBadge } from "./reminder";

const HOUR = 3_600_000;
/** The longest delay a browser's setTimeout keeps (2^31 − 1 ms, about 24.8 days); longer ones fire at once. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/** A page notification that records what it was asked to show. */
class FakeNotification {
  static permission: NotificationPermission = "granted";
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options?: NotificationOptions,
  ) {
    shown.push(this);
  }
}
const shown: FakeNotification[] = [];

/** A service worker container: `controller` set when a worker controls the page. */
function stubWorker({ controlled, active }: { controlled: boolean; active: boolean }) {
  const showNotification = vi.fn(() => Promise.resolve());
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

  test("a target more than 24.8 days away fires at the target, not at once, unless cancelled on the way", async () => {
    const at = Date.now() + 30 * 24 * HOUR;
    scheduleReminder({ at, fastId: "far", hours: 720 });
    const cancel = scheduleReminder({ at, fastId: "cancelled", hours: 720 });
    // Past the longest single timeout: the reminders are still waiting.
    await vi.advanceTimersByTimeAsync(MAX_TIMEOUT + 1_000);
    expect(shown).toEqual([]);
    cancel();
    await vi.advanceTimersByTimeAsync(at - Date.now() - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.map(({ options }) => options?.tag)).toEqual(["far"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  test.each([
    ["a worker controls the page: through its registration", { controlled: true, active: true }],
    ["an active worker not in control (hard reload): its registration", { controlled: false, active: true }],
    ["no worker: a page notification", { controlled: false, active: false }],
    ["no service worker container (not a secure context): a page notification", null],
  ])("shows the notice at the target, not before; %s", async (_, worker) => {
    const showNotification = worker ? stubWorker(worker) : vi.fn();
    scheduleReminder({ at: Date.now() + 16 * HOUR, fastId: "f1", hours: 16 });
    await vi.advanceTimersByTimeAsync(16 * HOUR - 1);
    expect([showNotification.mock.calls, shown]).toEqual([[], []]);
    await vi.advanceTimersByTimeAsync(1);
    const byPage = shown.map(({ title, options }) => [title, options]);
    expect([...showNotification.mock.calls, ...byPage]).toEqual([
      ["Fasting target reached", notice(16, "f1")],
    ]);
    expect(byPage).toHaveLength(worker?.active ? 0 : 1);
  });
});

describe("showFastBadge", () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, "setAppBadge");
    Reflect.deleteProperty(navigator, "clearAppBadge");
  });

  /** The Badging API (the installed app), recording its calls; `set` answers as the browser would. */
  function stubBadging(set: () => Promise<void> = () => Promise.resolve()) {
    const calls: string[] = [];
    const define = (name: string, value: (contents?: number) => Promise<void>) =>
      Object.defineProperty(navigator, name, { configurable: true, value });
    define(
      "setAppBadge",
      (contents) => (calls.push(contents === undefined ? "dot" : `set ${contents}`), set()),
    );
    define("clearAppBadge", () => (calls.push("clear"), Promise.resolve()));
    return calls;
  }

  test.each([
    [16.9, "set 16"],
    [0, "dot"],
    [null, "clear"],
  ])("%s hours fasted: %s", (hours, call) => {
    const calls = stubBadging();
    showFastBadge(hours);
    expect(calls).toEqual([call]);
  });

  test("a refused badge (a tab, not the installed app) is no error, and nothing happens without the API", async () => {
    expect(() => showFastBadge(3)).not.toThrow();
    stubBadging(() => Promise.reject(new DOMException("Not installed", "NotAllowedError")));
    expect(() => showFastBadge(3)).not.toThrow();
    // An unhandled rejection would fail the run.
    await Promise.resolve();
  });
});
