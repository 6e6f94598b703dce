/** Readers see a change at once; crawlers and link previews after a deploy (docs/deploy.md, "After an upload"). */
export const LIVE_NOW = "Live now; search engines and link previews see it after the next deploy.";
