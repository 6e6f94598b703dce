// The service worker (/sw.js), bundled by scripts/lib/service-worker.mjs as
// the build's last step, after the pages have their final HTML; Workbox's
// build tools put the precache list in place of `self.__WB_MANIFEST`. See
// docs/decisions/013-offline-service-worker.md.
//
// It answers only same-origin GET requests it knows: the precached pages,
// their `.data` files, scripts, styles, fonts and pictures (cache first; a new
// deploy is a new worker with a new list), and navigations to any other page
// (network, else the offline page). Everything else — Firebase Auth and
// Firestore on googleapis.com, POSTs, the share card — goes to the network as
// if there were no worker, and nothing is cached at run time.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { notificationTarget, openNotificationTarget } from "./notification-click";

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The offline page's path (`paths.offline`). */
declare const __OFFLINE_PATH__: string;

/** What the page's "Reload" button posts (src/features/offline/service-worker-client.ts). */
const SKIP_WAITING = "SKIP_WAITING";

// A new version waits until the reader chooses to reload: taking over at once
// would run the old page's code against the new files.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

// A click on the fasting timer's notice brings the timer forward, or opens it.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(openNotificationTarget(self.clients, target));
});

// The first install takes over the open page, so it works offline without a reload.
clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(self.__WB_MANIFEST, {
  // Static hosting ignores the query string; so does the lookup (React
  // Router's `_routes`, the offline page's `from`, campaign tags).
  ignoreURLParametersMatching: [/./],
});

/**
 * A page that is not precached (sign-in, the developer page, an article
 * written since the deploy, a mistyped URL) comes from the network. Offline,
 * the reader is sent to the offline page rather than given it at this URL: at
 * another URL its scripts would hydrate the route of that URL, whose code may
 * not be cached, and React Router reloads the page when a route module fails
 * to load — over and over, offline.
 */
registerRoute(
  new NavigationRoute(async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch (error) {
      if (url.pathname === __OFFLINE_PATH__) throw error;
      const offline = new URL(__OFFLINE_PATH__, self.location.origin);
      offline.searchParams.set("from", `${url.pathname}${url.search}`);
      return Response.redirect(offline.href, 302);
    }
  }),
);
