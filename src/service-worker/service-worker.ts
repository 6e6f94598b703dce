// Bundled as the build's last step, after the pages have their final HTML (decision 013). Only precached
// files and navigations are answered; everything else goes to the network and nothing is cached at run time.
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { notificationTarget, openNotificationTarget } from "./notification-click";

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
declare const __OFFLINE_PATH__: string;

const SKIP_WAITING = "SKIP_WAITING";

// A new version waits for the reader's reload: taking over at once would run old code against new files.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data, self.location.origin);
  event.waitUntil(openNotificationTarget(self.clients, target));
});

// The first install takes over the open page, so it works offline without a reload.
clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(self.__WB_MANIFEST, {
  // Static hosting ignores the query string (React Router's `_routes`, `from`, campaign tags); so does this.
  ignoreURLParametersMatching: [/./],
});

/** Offline, a redirect rather than the offline page at this URL: there it would hydrate this URL's route,
 * whose code may not be cached, and React Router reloads when a route module fails to load — endlessly. */
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
