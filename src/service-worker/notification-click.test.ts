// @vitest-environment node
import { expect, test, vi } from "vitest";
import { notificationTarget, openNotificationTarget, type WindowClients } from "./notification-click";

const ORIGIN = "https://fastandfuel.app";

/** Worker clients with windows at `urls`; records what was focused or opened. */
function fakeClients(urls: string[]) {
  const focused: string[] = [];
  const windows = urls.map((url) => ({
    url,
    focus: vi.fn(() => {
      focused.push(url);
      return Promise.resolve();
    }),
  }));
  const openWindow = vi.fn(() => Promise.resolve(null));
  const clients = { matchAll: vi.fn(() => Promise.resolve(windows)), openWindow };
  return { clients: clients as unknown as WindowClients, focused, openWindow };
}

test.each([
  ["the page the notice names", { url: "/tools/fasting-timer" }, `${ORIGIN}/tools/fasting-timer`],
  ["the home page when it names none", undefined, `${ORIGIN}/`],
  ["the home page for another site", { url: "https://example.com/x" }, `${ORIGIN}/`],
])("notificationTarget is %s", (_, data, href) => {
  expect(notificationTarget(data, ORIGIN).href).toBe(href);
});

const timer = new URL("/tools/fasting-timer", ORIGIN);

test("openNotificationTarget brings forward a window already showing the timer", async () => {
  const shown = `${ORIGIN}/tools/fasting-timer?plan=16:8`;
  const { clients, focused, openWindow } = fakeClients([`${ORIGIN}/articles`, shown]);
  await openNotificationTarget(clients, timer);
  expect(focused).toEqual([shown]);
  expect(openWindow).not.toHaveBeenCalled();
});

test("openNotificationTarget opens the timer when no window shows it", async () => {
  const { clients, focused, openWindow } = fakeClients([`${ORIGIN}/articles`]);
  await openNotificationTarget(clients, timer);
  expect(focused).toEqual([]);
  expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/tools/fasting-timer`);
});
