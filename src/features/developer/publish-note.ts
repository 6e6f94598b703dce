/**
 * Said after every successful write in Firebase mode: readers see the change
 * at once (pages read the database), crawlers and link previews only once a
 * deploy has prerendered it (docs/deploy.md, "After an upload").
 */
export const LIVE_NOW = "Live now; search engines and link previews see it after the next deploy.";
