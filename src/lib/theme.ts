import { PICKED_COLOR_ID, THEME_KEY, themeColors } from "./theme-script";

export { THEME_KEY } from "./theme-script";

export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

function isPicked(value: unknown): value is "light" | "dark" {
  return value === "light" || value === "dark";
}

/** Where storage is blocked, the pick made on this page. */
let unsavedChoice: ThemeChoice = "system";

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return isPicked(stored) ? stored : "system";
  } catch {
    return unsavedChoice;
  }
}

function showTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (isPicked(choice)) root.dataset.theme = choice;
  else delete root.dataset.theme;
  let picked = document.getElementById(PICKED_COLOR_ID) as HTMLMetaElement | null;
  if (!isPicked(choice)) {
    picked?.remove();
  } else {
    if (!picked) {
      picked = document.createElement("meta");
      picked.name = "theme-color";
      picked.id = PICKED_COLOR_ID;
      document.head.insertBefore(picked, document.querySelector('meta[name="theme-color"]'));
    }
    picked.content = themeColors[choice];
  }
  window.dispatchEvent(new Event(THEME_CHANGE));
}

export function applyThemeChoice(choice: ThemeChoice): void {
  try {
    if (isPicked(choice)) localStorage.setItem(THEME_KEY, choice);
    else localStorage.removeItem(THEME_KEY);
  } catch {
    // Private modes may refuse storage.
    unsavedChoice = choice;
  }
  showTheme(choice);
}

const THEME_CHANGE = "ff-themechange";

/** This tab's changes and other tabs' (`storage`). */
export function subscribeToThemeChoice(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    showTheme(readThemeChoice());
  };
  window.addEventListener(THEME_CHANGE, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(THEME_CHANGE, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
