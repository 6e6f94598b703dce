import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { renderWithRouter } from "~/test/render";
import { FastingHistory, type HistoryActions } from "./fasting-history";
import type { Fast } from "./fast-records";

// jsdom has <dialog> without its modal methods; the browser tests use the real ones.
beforeAll(() => {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
});

const HOUR = 3_600_000;
const now = new Date(2026, 10, 26, 12).getTime();
const past: Fast = {
  id: "f1",
  startedAt: now - 30 * HOUR,
  endedAt: now - 14 * HOUR,
  targetHours: 16,
  plan: "16:8",
};
const refusal = "Not saved: the timer was updated in another tab. Reload this page to keep using it.";

function renderHistory(actions: Partial<HistoryActions>, setAside: unknown[] = []) {
  const all: HistoryActions = {
    edit: vi.fn(() => Promise.resolve(null)),
    remove: vi.fn(() => Promise.resolve(null)),
    importFasts: vi.fn(() => Promise.resolve({ ok: true, message: "" })),
    deleteAll: vi.fn(() => Promise.resolve(null)),
    discardSetAside: vi.fn(() => Promise.resolve(null)),
    ...actions,
  };
  renderWithRouter(<FastingHistory fasts={[past]} setAside={setAside} now={now} actions={all} />);
  return all;
}

describe("FastingHistory tells the reader when the store refuses a change", () => {
  test("a delete that wasn't saved says why", async () => {
    const user = userEvent.setup();
    const actions = renderHistory({ remove: vi.fn(() => Promise.resolve(refusal)) });
    await user.click(screen.getByRole("button", { name: /^Delete the fast that started/ }));
    await user.click(screen.getByRole("button", { name: "Delete fast" }));
    expect(actions.remove).toHaveBeenCalledWith(past);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  test("discarding set-aside records that wasn't saved says why", async () => {
    const user = userEvent.setup();
    renderHistory({ discardSetAside: vi.fn(() => Promise.resolve(refusal)) }, [{ broken: true }]);
    await user.click(screen.getByRole("button", { name: "Discard them" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  test("a delete that went through shows no message", async () => {
    const user = userEvent.setup();
    const actions = renderHistory({});
    await user.click(screen.getByRole("button", { name: /^Delete the fast that started/ }));
    await user.click(screen.getByRole("button", { name: "Delete fast" }));
    await vi.waitFor(() => expect(actions.remove).toHaveBeenCalledOnce());
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
