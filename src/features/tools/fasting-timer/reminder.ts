/**
 * The optional "target reached" reminder. It is shown through the service
 * worker's registration when there is one (the installed app and Android
 * show only those), else as a page notification. A web page cannot wake
 * itself up later, so the reminder fires while the site is open in a tab or
 * as the installed app; the page says so.
 */

import { paths } from "~/config/paths";

export type PermissionAnswer = "granted" | "denied" | "unsupported";
/** Where the reader stands with notifications; "default" means never asked. */
export type NotificationState = PermissionAnswer | "default";

export const canNotify = () => typeof window !== "undefined" && "Notification" in window;

/** The permission as it is now, read again whenever the reader may have changed it in site settings. */
export function notificationState(): NotificationState {
  return canNotify() ? Notification.permission : "unsupported";
}

/** Asks only when the visitor turns the reminder on. */
export async function askToNotify(): Promise<PermissionAnswer> {
  if (!canNotify()) return "unsupported";
  if (Notification.permission === "granted") return "granted";
  const answer = await Notification.requestPermission();
  return answer === "granted" ? "granted" : "denied";
}

/**
 * The worker's registration, if a worker can show the notice. `ready` waits
 * forever on a page no worker controls (development, a refused worker), so it
 * is awaited only when one does; a hard reload leaves the page uncontrolled
 * while the worker is still active, and that registration serves too.
 */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  // Missing outside secure contexts, whatever the type says.
  if (!("serviceWorker" in navigator)) return undefined;
  const container = navigator.serviceWorker;
  if (container.controller) return container.ready;
  const registration = await container.getRegistration();
  return registration?.active ? registration : undefined;
}

async function show(title: string, body: string, tag: string) {
  // `data.url` is where a click on the notice takes the reader (the worker's notificationclick).
  const options: NotificationOptions = {
    body,
    tag,
    icon: "/icons/icon-192.png",
    data: { url: paths.fastingTimer },
  };
  const registration = await workerRegistration();
  if (registration) {
    await registration.showNotification(title, options);
    return;
  }
  const notice = new Notification(title, options);
  // Without a worker, the page itself brings its tab forward.
  notice.onclick = () => {
    window.focus();
    notice.close();
  };
}

/** The longest delay setTimeout keeps (2^31 − 1 ms, about 24.8 days); a longer one fires at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Notifies at `at` (epoch ms) unless cancelled first. The fast's id is the
 * notification's tag: two open tabs replace each other's notice rather than
 * showing it twice. Returns a cancel function.
 *
 * A target is at most 72 hours after the start, but a start saved while
 * the device's clock was wrong can lie weeks ahead: the wait is made of
 * timeouts of at most MAX_TIMEOUT_MS, each measuring again from the clock, so
 * the reader is never told too early.
 */
export function scheduleReminder({ at, fastId, hours }: { at: number; fastId: string; hours: number }) {
  if (!canNotify() || Notification.permission !== "granted") return () => undefined;
  if (at - Date.now() <= 0) return () => undefined;
  let timer: number | undefined;
  const notify = () => {
    void show("Fasting target reached", `You’ve reached your ${hours}-hour target.`, fastId).catch(
      (error: unknown) => console.warn("Fasting timer: the reminder could not be shown:", error),
    );
  };
  const wait = () => {
    const delay = at - Date.now();
    timer =
      delay > MAX_TIMEOUT_MS ? window.setTimeout(wait, MAX_TIMEOUT_MS) : window.setTimeout(notify, delay);
  };
  wait();
  return () => window.clearTimeout(timer);
}

type BadgingNavigator = Partial<Pick<Navigator, "setAppBadge" | "clearAppBadge">>;

/**
 * The installed app's icon badge: the whole hours fasted while a fast runs
 * (a plain dot in the first hour, as a badge of 0 means none), cleared with
 * `null`. Only where the Badging API exists (installed apps on desktop
 * Chromium, home-screen apps on iOS); elsewhere, and when the browser refuses
 * (a tab rather than the installed app), it does nothing.
 */
export function showFastBadge(hours: number | null) {
  if (typeof navigator === "undefined") return;
  const badging = navigator as BadgingNavigator;
  if (!badging.setAppBadge || !badging.clearAppBadge) return;
  const done =
    hours === null
      ? badging.clearAppBadge()
      : hours >= 1
        ? badging.setAppBadge(Math.floor(hours))
        : badging.setAppBadge();
  done.catch(() => undefined);
}
