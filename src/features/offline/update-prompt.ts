import { buttonStyles } from "~/components/ui/button-link";

/** A live region added together with its text may go unannounced: it is added empty, filled a moment later. */
export const ANNOUNCE_DELAY_MS = 250;

/** Plain DOM outside React's tree, so its code loads with the service worker's, after the page is interactive. */
export function createUpdatePrompt(parent: HTMLElement): { show: (update: () => void) => void } {
  let region: HTMLElement | null = null;

  const show = (update: () => void) => {
    if (!region) {
      region = document.createElement("div");
      region.setAttribute("role", "status");
      region.className =
        "pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6";
      parent.append(region);
    }
    const target = region;
    const card = document.createElement("div");
    card.className =
      "pointer-events-auto flex flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-2xl border border-ink-100 bg-white px-5 py-3 shadow-card transition duration-300 ease-out starting:translate-y-4 starting:opacity-0 motion-reduce:transition-none";
    const message = document.createElement("p");
    message.className = "font-semibold text-ink-900";
    message.textContent = "A new version is available";
    const reload = document.createElement("button");
    reload.type = "button";
    reload.className = buttonStyles.primary;
    reload.textContent = "Reload";
    reload.addEventListener("click", () => {
      reload.disabled = true;
      reload.textContent = "Reloading…";
      update();
    });
    const dismiss = document.createElement("button");
    dismiss.type = "button";
    dismiss.className = buttonStyles.ghost;
    dismiss.textContent = "Not now";
    // The next page load offers it again: the new version keeps waiting.
    dismiss.addEventListener("click", () => {
      card.remove();
    });
    const actions = document.createElement("div");
    actions.className = "flex gap-2";
    actions.append(reload, dismiss);
    card.append(message, actions);
    window.setTimeout(() => {
      target.replaceChildren(card);
    }, ANNOUNCE_DELAY_MS);
  };
  return { show };
}
