/** Falls back to a short timeout where `requestIdleCallback` is missing (Safari). Returns a cancel. */
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

/** After the browser has handled what is waiting (input first): for sliced work that must finish soon even
 * on a page that is never idle. Returns a cancel. */
export function nextTask(task: () => void): () => void {
  const id = window.setTimeout(task, 0);
  return () => {
    window.clearTimeout(id);
  };
}
