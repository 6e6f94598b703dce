import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { captureDownloads } from "~/test/downloads";
import { renderWithRouter } from "~/test/render";
import { FastingHistory, type HistoryActions } from "./fasting-history";
import { HOUR, makeFast } from "./fast-fixtures";
import type { Fast } from "./fast-records";
import { DEFAULT_SETTINGS } from "../progress-tracker/progress-settings";

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

const now = new Date(2026, 10, 26, 12).getTime();
const past = makeFast({ id: "f1", startedAt: now - 30 * HOUR, endedAt: now - 14 * HOUR });
const refusal = "Not saved: the timer was updated in another tab. Reload this page to keep using it.";

/** The history of `fasts` (one past fast unless told), every action saving unless told otherwise. */
function renderHistory(actions: Partial<HistoryActions>, { fasts = [past], quiet = false } = {}) {
  const saved = () => vi.fn(() => Promise.resolve(null));
  const all: HistoryActions = {
    ...{ edit: saved(), remove: saved(), saveJournal: saved(), setQuiet: saved(), deleteAll: saved() },
    discardSetAside: saved(),
    importRecords: vi.fn(() => Promise.resolve({ ok: true, message: "" })),
    ...actions,
  };
  const user = userEvent.setup();
  renderWithRouter(
    <FastingHistory
      fasts={fasts}
      weights={[]}
      progress={{ ...DEFAULT_SETTINGS, quiet }}
      setAside={[]}
      now={now}
      actions={all}
    />,
  );
  return { actions: all, user };
}

describe("FastingHistory's journal and quiet mode", () => {
  test("a fast's journal is written from its row; the quiet-mode switch saves the setting", async () => {
    const { actions, user } = renderHistory({});
    await user.click(screen.getByRole("button", { name: /^Journal for the fast that started/ }));
    await user.click(screen.getByRole("radio", { name: "1 (not hungry)" }));
    await user.click(within(screen.getByRole("group", { name: "Mood" })).getByRole("radio", { name: "4" }));
    await user.type(screen.getByLabelText("Note (optional)"), "  Busy morning ");
    await user.click(screen.getByRole("button", { name: "Save journal" }));
    expect(actions.saveJournal).toHaveBeenCalledWith(
      past,
      expect.objectContaining({ hunger: 1, energy: null, mood: 4, note: "Busy morning" }),
    );
    expect(screen.queryByRole("button", { name: "Save journal" })).not.toBeInTheDocument();
    // The same history, not quiet: the streak shows, and the switch saves the setting.
    expect(screen.getByText(/Current streak/)).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Quiet mode" }));
    expect(actions.setQuiet).toHaveBeenCalledWith(true);
  });

  test("a saved journal shows in the history, and a refused save keeps the form with the reason", async () => {
    const journal = { hunger: 3, energy: null, mood: 5, note: "Felt clear.", savedAt: now } as const;
    const { user } = renderHistory(
      { saveJournal: vi.fn(() => Promise.resolve(refusal)) },
      { fasts: [{ ...past, journal }] },
    );
    expect(screen.getByText("Hunger 3/5 · Mood 5/5")).toBeInTheDocument();
    expect(screen.getByText("Felt clear.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Journal for the fast that started/ }));
    expect(screen.getByLabelText("Note (optional)")).toHaveValue("Felt clear.");
    await user.click(screen.getByRole("button", { name: "Save journal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByRole("button", { name: "Save journal" })).toBeInTheDocument();
  });

  test("quiet mode leaves out the streak, the week's chart and the targets, but not the fasts", () => {
    renderHistory({}, { quiet: true });
    expect(screen.queryByText(/Current streak/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Met target|Ended early/)).not.toBeInTheDocument();
    expect(screen.queryByText(/of 16 h/)).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Past fasts" })).toHaveTextContent("16 h 00 min");
    expect(screen.getByRole("switch", { name: "Quiet mode" })).toBeChecked();
  });
});

test("FastingHistory tells the reader when the store refuses a change: a delete that wasn't saved says why", async () => {
  const { actions, user } = renderHistory({ remove: vi.fn(() => Promise.resolve(refusal)) });
  await user.click(screen.getByRole("button", { name: /^Delete the fast that started/ }));
  await user.click(screen.getByRole("button", { name: "Delete fast" }));
  expect(actions.remove).toHaveBeenCalledWith(past);
  expect(await screen.findByText(refusal)).toBeInTheDocument();
});

describe("FastingHistory exports and imports files", () => {
  const start = new Date(past.startedAt).toISOString();

  test.each([
    ["CSV", "text/csv", `f1,${start},`],
    ["JSON", "application/json", `"start": "${start}"`],
  ])("Export %s downloads the history as a file", async (format, type, content) => {
    const downloads = captureDownloads();
    const { user } = renderHistory({});
    await user.click(screen.getByRole("button", { name: `Export ${format}` }));
    // The file writer loads on this first click, so the download follows a moment later.
    await vi.waitFor(() => expect(downloads).toHaveLength(1), { timeout: 5_000 });
    const [file] = downloads;
    expect(file?.name).toBe(`fasting-history-2026-11-26.${format.toLowerCase()}`);
    expect(file?.type).toContain(type);
    expect(await file?.text()).toContain(content);
  });

  test("an imported file's fasts are added and the rows that couldn't be read listed; a file refused whole imports nothing", async () => {
    const importRecords = vi.fn(() => Promise.resolve({ ok: true, message: "Imported 1 fast." }));
    const { user } = renderHistory({ importRecords });
    const csv = [
      "id,start,end,target_hours,plan",
      "f2,2026-11-20T20:00:00Z,2026-11-21T12:00:00Z,16,16:8",
      "f3,yesterday,,16,16:8",
    ].join("\r\n");
    const input = screen.getByLabelText("Import fasts from a CSV or JSON file");
    await user.upload(input, new File([csv], "history.csv", { type: "text/csv" }));
    expect(await screen.findByText("Imported 1 fast.")).toBeInTheDocument();
    expect(screen.getByText("Row 3: The start isn’t a valid date and time.")).toBeInTheDocument();
    // The file's reading is fasting-files' own; what reaches the store is the fast that could be read.
    const f2 = expect.objectContaining({ id: "f2", endedAt: Date.UTC(2026, 10, 21, 12) }) as Fast;
    expect(importRecords).toHaveBeenCalledWith(expect.objectContaining({ fasts: [f2], weights: [] }));
    // A file refused as a whole says why, and none of it reaches the store.
    await user.upload(input, new File(["date,weight\r\n"], "weights.csv", { type: "text/csv" }));
    expect(await screen.findByText(/^“weights.csv” isn’t a fasting-timer export\./)).toBeInTheDocument();
    expect(importRecords).toHaveBeenCalledOnce();
  });
});
