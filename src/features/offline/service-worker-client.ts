/** Written by scripts/lib/service-worker.mjs; its scope is the whole site. */
export const SERVICE_WORKER_URL = "/sw.js";

/** What the waiting worker acts on (src/service-worker/service-worker.ts). */
export const SKIP_WAITING_MESSAGE = { type: "SKIP_WAITING" } as const;

/**
 * `onUpdate` fires when a new worker waits or another tab switched to it. The worker never takes over on its
 * own, so the page's code never mixes with newer files (decision 013).
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  onUpdate: (update: () => void) => void,
  reload: () => void = () => {
    window.location.reload();
  },
): Promise<void> {
  const registration = await container.register(SERVICE_WORKER_URL, { scope: "/" });
  let isReloading = false;
  const reloadOnce = () => {
    if (isReloading) return;
    isReloading = true;
    reload();
  };
  let hasAskedToActivate = false;
  let isControlled = container.controller !== null;
  container.addEventListener("controllerchange", () => {
    if (hasAskedToActivate) reloadOnce();
    // Another tab activated a new version under this page.
    else if (isControlled) onUpdate(reloadOnce);
    isControlled = true;
  });

  const offer = (worker: ServiceWorker) => {
    // With no controller this is the first install, not an update.
    if (container.controller === null) return;
    onUpdate(() => {
      if (worker.state === "installed") {
        hasAskedToActivate = true;
        worker.postMessage(SKIP_WAITING_MESSAGE);
      } else {
        // Already activated by another tab: its controllerchange has passed.
        reloadOnce();
      }
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });

  // A tab left open for days learns of a deploy when shown again (the browser also checks on each load).
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => undefined);
  });
}
