import { registerServiceWorker } from "./service-worker-client";
import { createUpdatePrompt } from "./update-prompt";

/**
 * Offline support and update prompts. The root route imports this module
 * when the browser is first idle after hydration, in production builds only,
 * so it adds nothing to any page's first load; importing it starts it (an
 * import and a call would cost every page's first load a few more bytes).
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
