// The reader's theme: "system" follows the device (`prefers-color-scheme`);
// "light" or "dark" is their pick, kept on this device. The stylesheet does the
// rest from `data-theme` on <html> (src/styles/app.css). This module is what
// every page needs before its first paint; `theme.ts` changes the pick.

/** Where the pick is kept (localStorage). */
export const THEME_KEY = "ff-theme";

/** The browser's own toolbar colour per theme (`<meta name="theme-color">`). */
export const themeColors = { light: "#156546", dark: "#13120f" } as const;

/** The toolbar colour of a reader's pick: a `theme-color` meta without `media`,
 * placed before the page's own pair (one per device scheme), so it is the one
 * browsers use. The page's pair is never changed: React matches it on hydration. */
export const PICKED_COLOR_ID = "theme-color-pick";

/**
 * Inline script for the document's head, run before the first paint, so a
 * page never flashes the other theme on load (its hash is added to the CSP at
 * build time). The device's own setting needs no script: the stylesheet reads
 * it, with or without JavaScript. The constants go in as plain quoted text
 * (none holds a quote or backslash): a call here would stay in every page's
 * code, which never uses the script's text.
 */
export const applyThemeScript = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");if(t!=="light"&&t!=="dark")return;document.documentElement.dataset.theme=t;var m=document.createElement("meta");m.name="theme-color";m.id="${PICKED_COLOR_ID}";m.content=t==="dark"?"${themeColors.dark}":"${themeColors.light}";document.head.insertBefore(m,document.querySelector('meta[name="theme-color"]'))}catch(e){}})()`;
