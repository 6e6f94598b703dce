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
