import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, test, vi } from "vitest";
import type { ContentStore, Subscriber, SubscriberCursor } from "~/lib/content-store/store";
import { captureDownloads } from "~/test/downloads";
import { makeStore } from "~/test/content-fixtures";
import { expectConsoleError } from "~/test/console";
import { renderWithRouter } from "~/test/render";
import { SUBSCRIBER_PAGE_SIZE, SubscriberList } from "./subscriber-list";

// jsdom has <dialog> without its modal methods; the browser tests use the real ones.
beforeAll(() => {
  if ("showModal" in HTMLDialogElement.prototype) return;
  const setOpen = (open: boolean) =>
    function (this: HTMLDialogElement) {
      this.open = open;
    };
  Object.assign(HTMLDialogElement.prototype, { showModal: setOpen(true), close: setOpen(false) });
});

/** A database of `count` sign-ups, a minute apart, the newest first; s1 is the oldest. */
function storeWith(count: number, overrides: Partial<ContentStore> = {}) {
  let stored: Subscriber[] = Array.from({ length: count }, (_, index) => ({
    id: `s${index + 1}`,
    email: `reader${index + 1}@example.com`,
    source: "/subscribe",
    consent: "2026-12-02",
    createdAt: new Date(Date.UTC(2026, 10, 1, 8, index)),
  })).reverse();
  const cursorOf = ({ id, createdAt }: Subscriber): SubscriberCursor => ({
    id,
    createdAt: { seconds: createdAt.getTime() / 1000, nanoseconds: 0 },
  });
  const deleteSubscriber = vi.fn((id: string) => {
    stored = stored.filter((subscriber) => subscriber.id !== id);
    return Promise.resolve();
  });
  const store = makeStore([], [], {
    mode: "firebase",
    countSubscribers: () => Promise.resolve(stored.length),
    listSubscribers: ({ pageSize, after }) => {
      const start = after ? stored.findIndex(({ id }) => id === after.id) + 1 : 0;
      const subscribers = stored.slice(start, start + pageSize);
      const last = subscribers.at(-1);
      return Promise.resolve({
        subscribers,
        next: last && start + pageSize < stored.length ? cursorOf(last) : null,
      });
    },
    deleteSubscriber,
    ...overrides,
  });
  return { store, deleteSubscriber };
}

const region = () => screen.getByRole("region", { name: "Newsletter subscribers" });
const inRegion = () => within(region());
const emails = () =>
  inRegion()
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent);

describe("Newsletter subscribers", () => {
  test("without a database, says none are stored and offers no export", () => {
    renderWithRouter(<SubscriberList />, { store: makeStore([], []) });
    expect(region()).toHaveTextContent("No database is connected, so sign-ups aren’t stored");
    expect(inRegion().queryByRole("button", { name: "Export CSV" })).toBeNull();
  });

  test("counts them and pages through them, newest first", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SubscriberList />, { store: storeWith(SUBSCRIBER_PAGE_SIZE + 5).store });
    expect(await inRegion().findByText("30 subscribers")).toBeInTheDocument();
    await inRegion().findByText("reader30@example.com");
    expect(emails()).toHaveLength(SUBSCRIBER_PAGE_SIZE);
    expect(emails()[0]).toBe("reader30@example.com");
    expect(inRegion().getAllByRole("listitem")[0]).toHaveTextContent(
      "Signed up 1 Nov 2026, 08:29 on /subscribe",
    );
    const pages = inRegion().getByRole("navigation", { name: "Subscriber pages" });
    expect(within(pages).getByRole("button", { name: "Newer" })).toBeDisabled();

    await user.click(within(pages).getByRole("button", { name: "Older" }));
    await inRegion().findByText("reader5@example.com");
    expect(emails()).toEqual([5, 4, 3, 2, 1].map((n) => `reader${n}@example.com`));
    expect(within(pages).getByText("Page 2")).toBeInTheDocument();
    expect(within(pages).getByRole("button", { name: "Older" })).toBeDisabled();

    await user.click(within(pages).getByRole("button", { name: "Newer" }));
    expect(await inRegion().findByText("reader30@example.com")).toBeInTheDocument();
  });

  test("a single page has no page buttons; an empty list says so", async () => {
    const { unmount } = renderWithRouter(<SubscriberList />, { store: storeWith(2).store });
    expect(await inRegion().findByText("2 subscribers")).toBeInTheDocument();
    await inRegion().findByText("reader2@example.com");
    expect(inRegion().queryByRole("navigation")).toBeNull();
    unmount();
    renderWithRouter(<SubscriberList />, { store: storeWith(0).store });
    expect(await inRegion().findByText("Nobody has signed up yet.")).toBeInTheDocument();
    expect(inRegion().getByText("No sign-ups yet.")).toBeInTheDocument();
  });

  test("removes an address after confirming, then counts again", async () => {
    const user = userEvent.setup();
    const { store, deleteSubscriber } = storeWith(3);
    renderWithRouter(<SubscriberList />, { store });
    const remove = await inRegion().findByRole("button", { name: "Delete subscriber “reader2@example.com”" });
    await user.click(remove);
    const dialog = screen.getByRole("dialog", { name: "Delete this subscriber?" });
    expect(dialog).toHaveTextContent("deleted from the list for good; there is no undo");
    expect(deleteSubscriber).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Delete subscriber" }));
    expect(deleteSubscriber).toHaveBeenCalledWith("s2");
    expect(await inRegion().findByRole("status")).toHaveTextContent(
      "Deleted the subscriber “reader2@example.com”. If you copied the list to a mailing service, remove the address there too.",
    );
    expect(await inRegion().findByText("2 subscribers")).toBeInTheDocument();
    expect(emails()).toEqual(["reader3@example.com", "reader1@example.com"]);
  });

  test("exports every page as one CSV file", async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    renderWithRouter(<SubscriberList />, { store: storeWith(501).store });
    await user.click(inRegion().getByRole("button", { name: "Export CSV" }));
    expect(await inRegion().findByRole("status")).toHaveTextContent("Exported 501 subscribers as CSV.");
    // Each row's format: subscribers-csv.test.ts. Here: a header and every sign-up, across pages.
    const [file] = downloads;
    expect(file?.name).toMatch(/^fast-and-fuel-subscribers-\d{4}-\d\d-\d\d\.csv$/);
    expect(file?.type).toBe("text/csv;charset=utf-8");
    expect((await file?.text())?.trimEnd().split("\r\n")).toHaveLength(502);
  });

  test("a failed read offers a retry; a failed export says so", async () => {
    const user = userEvent.setup();
    expectConsoleError(/Failed to load subscribers/);
    expectConsoleError(/Failed to export subscribers/);
    const { store } = storeWith(3);
    const listSubscribers = vi
      .fn<ContentStore["listSubscribers"]>((options) => store.listSubscribers(options))
      .mockRejectedValueOnce(new Error("offline"));
    renderWithRouter(<SubscriberList />, { store: { ...store, listSubscribers } });
    await user.click(within(await inRegion().findByRole("alert")).getByRole("button", { name: "Retry" }));
    expect(await inRegion().findByText("reader3@example.com")).toBeInTheDocument();

    listSubscribers.mockRejectedValueOnce(new Error("offline"));
    await user.click(inRegion().getByRole("button", { name: "Export CSV" }));
    expect(await inRegion().findByRole("alert")).toHaveTextContent(
      "The export failed: we couldn’t read the list. Try again.",
    );
  });
});
