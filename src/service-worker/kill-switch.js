// Deployed as /sw.js in place of a broken worker (decision 025). Shipped byte for byte, as the test runs it.
"use strict";

// Workbox names its caches `workbox-<kind>-<scope>`; nothing else on the origin is touched.
function isSiteWorkerCache(name) {
  return name.startsWith("workbox-") && name.includes(self.registration.scope);
}

async function retire() {
  try {
    const names = await self.caches.keys();
    await Promise.all(names.filter(isSiteWorkerCache).map((name) => self.caches.delete(name)));
  } finally {
    await self.registration.unregister();
    // Only the pages the old worker controlled (never `includeUncontrolled` or `clients.claim()`): a
    // reloaded page registers /sw.js again and gets this script, uncontrolled, so that round ends.
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

// No fetch handler: every request goes to the network.
