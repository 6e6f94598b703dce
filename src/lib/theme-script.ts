// What every page needs before its first paint (decision 023); `theme.ts` changes the pick.

export const THEME_KEY = "ff-theme";

export const themeColors = { light: "#156546", dark: "#13120f" } as const;

/** A meta without `media`, placed before the page's own pair so browsers use it; the pair is never
 * changed, as React matches it on hydration. */
export const PICKED_COLOR_ID = "theme-color-pick";

/** Runs before the first paint so a page never flashes the other theme. Constants go in as quoted text
 * (none holds a quote or backslash): a call here would stay in every page's code. */
export const applyThemeScript = `(function(){try{var t=localStorage.getItem("${THEME_KEY}");if(t!=="light"&&t!=="dark")return;document.documentElement.dataset.theme=t;var m=document.createElement("meta");m.name="theme-color";m.id="${PICKED_COLOR_ID}";m.content=t==="dark"?"${themeColors.dark}":"${themeColors.light}";document.head.insertBefore(m,document.querySelector('meta[name="theme-color"]'))}catch(e){}})()`;
