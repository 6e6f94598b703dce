import { registerServiceWorker } from "./service-worker-client";
import { createUpdatePrompt } from "./update-prompt";

/**
 * The root route imports this when first idle after hydration, in production only; importing it starts it,
 * as an import plus a call would cost every page's first load a few more bytes.
 */
function startServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const prompt = createUpdatePrompt(document.body);
  registerServiceWorker(navigator.serviceWorker, prompt.show).catch((error: unknown) => {
    // Private windows and some browsers refuse workers; the site works without one.
    console.warn("No service worker, so no offline copy:", error);
  });
}

startServiceWorker();
