/**
 * Runs `task` when the browser is idle (after the page has become
 * interactive); falls back to a short timeout where `requestIdleCallback` is
 * missing (Safari). Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 2_000 });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(task, 200);
  return () => {
    window.clearTimeout(id);
  };
}

/**
 * Runs `task` as a new task of its own, after the browser has handled what is
 * waiting (input first). For work cut into short slices that must finish soon
 * even on a page that is never idle. Returns a cancel function.
 */
export function nextTask(task: () => void): () => void {
  const id = window.setTimeout(task, 0);
  return () => {
    window.clearTimeout(id);
  };
}
