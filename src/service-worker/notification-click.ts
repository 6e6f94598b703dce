// What a click on one of the site's notifications does: the fasting timer's
// "target reached" notice names the page it belongs to in `data.url`; a tab
// already showing that page is brought forward, else the page opens.

/** The parts of the worker's `clients` a click needs. */
export type WindowClients = Pick<Clients, "matchAll" | "openWindow">;

/** The same-origin page the notification asks for, or the home page when it names none or another site. */
export function notificationTarget(data: unknown, origin: string): URL {
  const url = (data as { url?: unknown } | null)?.url;
  const target = new URL(typeof url === "string" ? url : "/", origin);
  return target.origin === origin ? target : new URL("/", origin);
}

/** Focuses a window already at the target page (the installed app or a tab), else opens one. */
export async function openNotificationTarget(clients: WindowClients, target: URL): Promise<void> {
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
  if (open) {
    await open.focus();
    return;
  }
  await clients.openWindow(target.href);
}
