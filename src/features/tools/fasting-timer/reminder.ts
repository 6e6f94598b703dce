// A web page cannot wake itself later, so the reminder fires only while the site is open; the page says so.

import { paths } from "~/config/paths";

export type PermissionAnswer = "granted" | "denied" | "unsupported";
/** "default" means never asked. */
export type NotificationState = PermissionAnswer | "default";

export const canNotify = () => typeof window !== "undefined" && "Notification" in window;

/** Read again whenever the reader may have changed it in site settings. */
export function notificationState(): NotificationState {
  return canNotify() ? Notification.permission : "unsupported";
}

export async function askToNotify(): Promise<PermissionAnswer> {
  if (!canNotify()) return "unsupported";
  if (Notification.permission === "granted") return "granted";
  const answer = await Notification.requestPermission();
  return answer === "granted" ? "granted" : "denied";
}

/**
 * `ready` waits forever on a page no worker controls, so it is awaited only when one does; after a hard
 * reload the page is uncontrolled but the active worker's registration still serves.
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
  // `data.url` is where the worker's notificationclick takes the reader.
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
  notice.onclick = () => {
    window.focus();
    notice.close();
  };
}

/** The longest delay setTimeout keeps (about 24.8 days); a longer one fires at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The fast's id is the tag, so two open tabs replace each other's notice. A start saved while the clock was
 * wrong can lie weeks ahead, so the wait is chained timeouts, each measured again from the clock.
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

/** Whole hours fasted, a dot in the first hour (a badge of 0 means none), where the Badging API exists. */
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
