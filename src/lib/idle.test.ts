import { afterEach, describe, expect, test, vi } from "vitest";
import { nextTask, whenIdle } from "./idle";

describe("whenIdle", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("uses requestIdleCallback when the browser has it, and can cancel", () => {
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

  test("falls back to a timeout without requestIdleCallback (Safari), and can cancel", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(250);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(250);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("nextTask", () => {
  test("runs the task in a task of its own, and can cancel", () => {
    vi.useFakeTimers();
    const task = vi.fn();
    nextTask(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    nextTask(cancelled)();
    vi.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
