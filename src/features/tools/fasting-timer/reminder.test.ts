import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { scheduleReminder } from "./reminder";

const DAY = 24 * 3_600_000;
/** The longest delay a browser's setTimeout keeps (2^31 − 1 ms, about 24.8 days); longer ones fire at once. */
const MAX_TIMEOUT = 2 ** 31 - 1;

/** A page notification that records what it was asked to show. */
class FakeNotification {
  static permission: NotificationPermission = "granted";
  readonly title: string;
  readonly options?: NotificationOptions;
  constructor(title: string, options?: NotificationOptions) {
    this.title = title;
    this.options = options;
    shown.push(this);
  }
}
const shown: FakeNotification[] = [];

describe("scheduleReminder", () => {
  beforeEach(() => {
    shown.length = 0;
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1, 8) });
    vi.stubGlobal("Notification", FakeNotification);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("shows the notice at the target, not before", () => {
    scheduleReminder({ at: Date.now() + 16 * 3_600_000, fastId: "f1", hours: 16 });
    vi.advanceTimersByTime(16 * 3_600_000 - 1);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([
      {
        title: "Fasting target reached",
        options: { body: "You’ve reached your 16-hour target.", tag: "f1", icon: "/icons/icon-192.png" },
      },
    ]);
  });

  test("a target more than 24.8 days away fires at the target, not at once", async () => {
    const at = Date.now() + 30 * DAY;
    scheduleReminder({ at, fastId: "far", hours: 720 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown).toEqual([]);
    // Past the longest single timeout: the reminder is still waiting.
    await vi.advanceTimersByTimeAsync(MAX_TIMEOUT);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(at - Date.now() - 1);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.options?.tag).toBe("far");
  });

  test("a far reminder cancelled on the way never fires", async () => {
    const cancel = scheduleReminder({ at: Date.now() + 60 * DAY, fastId: "far", hours: 1_440 });
    await vi.advanceTimersByTimeAsync(MAX_TIMEOUT + 1_000);
    cancel();
    await vi.advanceTimersByTimeAsync(60 * DAY);
    expect(shown).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
