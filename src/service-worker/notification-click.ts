export type WindowClients = Pick<Clients, "matchAll" | "openWindow">;

/** The home page when `data.url` names no page or another site's. */
export function notificationTarget(data: unknown, origin: string): URL {
  const url = (data as { url?: unknown } | null)?.url;
  const target = new URL(typeof url === "string" ? url : "/", origin);
  return target.origin === origin ? target : new URL("/", origin);
}

export async function openNotificationTarget(clients: WindowClients, target: URL): Promise<void> {
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
  if (open) {
    await open.focus();
    return;
  }
  await clients.openWindow(target.href);
}
