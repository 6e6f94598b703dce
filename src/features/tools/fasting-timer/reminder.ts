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

/**
 * Notifies at `at` (epoch ms) unless cancelled first. The fast's id is the
 * notification's tag: two open tabs replace each other's notice rather than
 * showing it twice. Returns a cancel function.
 */
export function scheduleReminder({ at, fastId, hours }: { at: number; fastId: string; hours: number }) {
  if (!canNotify() || Notification.permission !== "granted") return () => undefined;
  const delay = at - Date.now();
  if (delay <= 0) return () => undefined;
  // Timers longer than about 24.8 days overflow; a fast is at most 7 days.
  const timer = window.setTimeout(() => {
    void show("Fasting target reached", `You’ve reached your ${hours}-hour target.`, fastId).catch(
      (error: unknown) => console.warn("Fasting timer: the reminder could not be shown:", error),
    );
  }, delay);
  return () => window.clearTimeout(timer);
}
