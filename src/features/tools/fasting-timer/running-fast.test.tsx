import { act, screen } from "@testing-library/react";
import { useState } from "react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, onTestFinished, test, vi } from "vitest";
import { renderWithRouter } from "~/test/render";
import { HOUR, makeFast } from "./fast-fixtures";
import type { Fast } from "./fast-records";
import { ReminderSettings, RunningFast } from "./running-fast";

/** A local time today (the tests' zone), in epoch ms. */
const today = (hours: number, minutes = 0) => new Date(2026, 10, 26, hours, minutes).getTime();

/** A running 16:8 fast, from 8:00 today unless told. */
const fastOf = (fast: Partial<Fast>) => makeFast({ id: "f1", startedAt: today(8), endedAt: null, ...fast });

/** RunningFast's props for a fast at `now`: nothing refused, every action doing nothing. */
const props = (fast: Partial<Fast>, now: number) => ({
  fast: fastOf(fast),
  now,
  problem: null,
  attempt: 0,
  onEnd: () => undefined,
  onEdit: () => Promise.resolve(true),
  onCancel: () => undefined,
  onClearProblem: () => undefined,
  reminder: null,
  focusHeading: false,
});

const renderFast = (fast: Partial<Fast>, now: number) =>
  renderWithRouter(<RunningFast {...props(fast, now)} />);

describe("RunningFast", () => {
  test("before the goal: you're fasting, and the time to go; a daytime window and a day's fast get no comment", () => {
    renderFast({ startedAt: today(20, 0) - 24 * HOUR }, today(6));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("You’re fasting");
    expect(screen.getByText("6 h 00 min to go")).toBeInTheDocument();
    expect(screen.queryByText(/Goal reached/)).toBeNull();
    expect(screen.queryByText(/falls in the night/)).toBeNull();
    expect(screen.queryByText(/break the fast gently/)).toBeNull();
  });

  test("at the goal: a heading that says you can eat, and the time past it", () => {
    renderFast({ startedAt: today(20, 0) - 24 * HOUR }, today(12, 30));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Goal reached: you can eat now");
    expect(screen.getByText("✓ Goal reached")).toBeInTheDocument();
    expect(screen.getByText("+0 h 30 min")).toBeInTheDocument();
    expect(screen.getByText(/Choose End fast when you eat/)).toBeInTheDocument();
  });

  test("an eating window in the night says when a last meal would open it at noon", () => {
    // 16:8 from 8 AM: the window is midnight to 8 AM.
    renderFast({ startedAt: today(8) }, today(9));
    expect(screen.getByText(/This eating window falls in the night/)).toHaveTextContent(
      /A last meal at 8:00\s?PM would open it at noon/,
    );
  });

  test("a fast of more than a day says how to break it", () => {
    renderFast({ startedAt: today(8), targetHours: 36, plan: "custom" }, today(9));
    expect(screen.getByText(/break the fast gently/)).toHaveTextContent(
      /ask a doctor before eating normally again/,
    );
  });

  test("the app badge shows the whole hours fasted, once per hour, and is cleared when the fast ends", async () => {
    // The Badging API, as the installed app has it.
    const calls: (number | "dot" | "clear")[] = [];
    const record = (call: number | "dot" | "clear") => (calls.push(call), Promise.resolve());
    Object.assign(navigator, {
      setAppBadge: (n?: number) => record(n ?? "dot"),
      clearAppBadge: () => record("clear"),
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "setAppBadge");
      Reflect.deleteProperty(navigator, "clearAppBadge");
    });
    const user = userEvent.setup();
    const onEnd = vi.fn();
    let setNow: (now: number) => void = () => undefined;
    /** The page's clock, moved by the test. */
    function Ticking() {
      const [now, set] = useState(today(13, 10));
      setNow = set;
      return <RunningFast {...props({ startedAt: today(8) }, now)} onEnd={onEnd} />;
    }
    renderWithRouter(<Ticking />);
    expect(calls).toEqual([5]);
    act(() => setNow(today(13, 50)));
    expect(calls).toEqual([5]);
    act(() => setNow(today(14, 0)));
    expect(calls).toEqual([5, 6]);
    await user.click(screen.getByRole("button", { name: "End fast" }));
    expect(calls).toEqual([5, 6, "clear"]);
    expect(onEnd).toHaveBeenCalledOnce();
  });
});

/** The browser's notification permission, and what asking would answer. */
function stubPermission(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal("Notification", { permission, requestPermission });
  return requestPermission;
}

/** The settings' own live line (the test router adds output elements, which are statuses too). */
const settingsStatus = () => screen.getAllByRole("status").find((element) => element.tagName === "P");

describe("ReminderSettings", () => {
  afterEach(() => vi.unstubAllGlobals());

  type Save = (next: boolean) => Promise<{ message: string } | null>;
  function renderSettings(on: boolean, onSave = vi.fn<Save>(() => Promise.resolve(null))) {
    const user = userEvent.setup();
    renderWithRouter(<ReminderSettings on={on} fast={fastOf({})} now={today(9)} onSave={onSave} />);
    return { user, onSave };
  }

  test("asks for permission only on the button, then says when the notice comes", async () => {
    const requestPermission = stubPermission("default", "granted");
    const { user, onSave } = renderSettings(false);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(settingsStatus()).toHaveTextContent("Get a notification when you reach your goal.");
    await user.click(screen.getByRole("button", { name: "Notify me at my goal" }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(onSave).toHaveBeenCalledWith(true);
  });

  test("once on, names the time and offers to turn it off; a change that could not be saved says why", async () => {
    const requestPermission = stubPermission("granted");
    const onSave = vi.fn<Save>(() => Promise.resolve({ message: "This browser’s storage is full." }));
    const { user } = renderSettings(true, onSave);
    expect(settingsStatus()).toHaveTextContent(
      /You’ll get a notification at 12:00\sAM, when you reach your goal\./,
    );
    await user.click(screen.getByRole("button", { name: "Turn off the notification" }));
    expect(onSave).toHaveBeenCalledWith(false);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("This browser’s storage is full.");
  });

  test.each([
    ["a refusal, once asked on the button", "default", true],
    ["permission already blocked, before any press", "denied", false],
  ] as const)("%s: how to allow notifications is explained; nothing is saved", async (_, state, press) => {
    stubPermission(state, "denied");
    const { user, onSave } = renderSettings(false);
    if (press) await user.click(screen.getByRole("button", { name: "Notify me at my goal" }));
    expect(screen.getByText("Notifications are blocked for this site.")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  test("a browser without notifications says so, with no button to press", () => {
    vi.stubGlobal("Notification", undefined);
    Reflect.deleteProperty(window, "Notification");
    renderSettings(false);
    expect(screen.getByText(/This browser can’t show notifications\./)).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
