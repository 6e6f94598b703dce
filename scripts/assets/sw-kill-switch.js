// The service worker's kill switch: deployed as /sw.js in place of the real
// worker (`SW_KILL_SWITCH=1 npm run deploy`, docs/decisions/025) when a
// broken worker keeps serving readers a bad copy of the site. A reader's
// browser fetches /sw.js on their next visit (it is never cached); this
// version takes over at once, deletes the copy of the site the worker stored,
// removes itself, and reloads the reader's open pages so they come straight
// from the network. Only the worker's own caches go: the fasting timer's
// records (IndexedDB) and the reader's theme (localStorage) stay.
// Plain JavaScript, shipped byte for byte (no bundling): what the unit test runs is what readers get.
"use strict";

/**
 * Workbox names every cache it makes `workbox-<kind>-<scope>`; the site's
 * worker makes no others. Nothing else on the origin is touched.
 * @param {string} name
 */
function isSiteWorkerCache(name) {
  return name.startsWith("workbox-") && name.includes(self.registration.scope);
}

async function retire() {
  try {
    const names = await self.caches.keys();
    await Promise.all(names.filter(isSiteWorkerCache).map((name) => self.caches.delete(name)));
  } finally {
    await self.registration.unregister();
    // Only the pages the old worker controlled (handed to this one as it
    // activated): never `includeUncontrolled`, and never `clients.claim()`.
    // A reloaded page registers /sw.js again and gets this script again; it
    // is uncontrolled then, so that round reloads nothing and ends.
    const pages = await self.clients.matchAll({ type: "window" });
    await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => undefined)));
  }
}

// No waiting for the reader to close their tabs: the worker being replaced is the problem.
self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(retire());
});

// No fetch handler: every request goes to the network as if there were no worker.
