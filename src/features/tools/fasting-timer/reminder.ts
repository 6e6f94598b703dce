/**
 * The optional "target reached" reminder. It is shown through the service
 * worker's registration when there is one (the installed app and Android
 * show only those), else as a page notification. A web page cannot wake
 * itself up later, so the reminder fires while the site is open in a tab or
 * as the installed app; the page says so.
 */

export type PermissionAnswer = "granted" | "denied" | "unsupported";

export const canNotify = () => typeof window !== "undefined" && "Notification" in window;

/** Asks only when the visitor turns the reminder on. */
export async function askToNotify(): Promise<PermissionAnswer> {
  if (!canNotify()) return "unsupported";
  if (Notification.permission === "granted") return "granted";
  const answer = await Notification.requestPermission();
  return answer === "granted" ? "granted" : "denied";
}

async function show(title: string, body: string, tag: string) {
  const options: NotificationOptions = { body, tag, icon: "/icons/icon-192.png" };
  // Missing outside secure contexts, whatever the type says.
  const registration =
    "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
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
