import { afterEach, expect, test, vi } from "vitest";
import { nextTask, whenIdle } from "./idle";

/** A task scheduled with `schedule` and cancelled at once has not run `ms` later (fake timers). */
function expectCancelled(schedule: (task: () => void) => () => void, ms: number) {
  const cancelled = vi.fn();
  schedule(cancelled)();
  vi.advanceTimersByTime(ms);
  expect(cancelled).not.toHaveBeenCalled();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("whenIdle uses requestIdleCallback when the browser has it, and can cancel", () => {
  const request = vi.fn((_callback: IdleRequestCallback) => 7);
  const cancel = vi.fn();
  vi.stubGlobal("requestIdleCallback", request);
  vi.stubGlobal("cancelIdleCallback", cancel);
  const task = vi.fn();
  const stop = whenIdle(task);
  expect(request).toHaveBeenCalledOnce();
  request.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
  expect(task).toHaveBeenCalledOnce();
  stop();
  expect(cancel).toHaveBeenCalledWith(7);
});

test("whenIdle falls back to a timeout without requestIdleCallback (Safari), and can cancel", () => {
  vi.useFakeTimers();
  vi.stubGlobal("requestIdleCallback", undefined);
  const task = vi.fn();
  whenIdle(task);
  vi.advanceTimersByTime(250);
  expect(task).toHaveBeenCalledOnce();
  expectCancelled(whenIdle, 250);
});

test("nextTask runs the task in a task of its own, and can cancel", () => {
  vi.useFakeTimers();
  const task = vi.fn();
  nextTask(task);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(task).toHaveBeenCalledOnce();
  expectCancelled(nextTask, 10);
});
