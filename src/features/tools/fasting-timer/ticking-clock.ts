/** Ticks on whole seconds, so the ring and clock change together, and not at all while the tab is hidden. */
export function createClock(intervalMs = 1000) {
  let now = Date.now();
  const listeners = new Set<() => void>();
  let timer: number | undefined;

  const tick = () => {
    now = Date.now();
    for (const listener of listeners) listener();
    schedule();
  };
  const schedule = () => {
    window.clearTimeout(timer);
    if (document.visibilityState === "hidden" || listeners.size === 0) return;
    timer = window.setTimeout(tick, intervalMs - (Date.now() % intervalMs));
  };
  const onVisibility = () => (document.visibilityState === "visible" ? tick() : window.clearTimeout(timer));

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      if (listeners.size === 1) {
        document.addEventListener("visibilitychange", onVisibility);
        tick();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          window.clearTimeout(timer);
          document.removeEventListener("visibilitychange", onVisibility);
        }
      };
    },
    getSnapshot: () => now,
  };
}
