import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { captureDownloads } from "~/test/downloads";
import { renderWithRouter } from "~/test/render";
import { DEFAULT_SETTINGS } from "../progress-tracker/progress-settings";
import { makeFast } from "./fast-fixtures";
import { FastingHistory } from "./fasting-history";

// The file code is fetched on first use; here that fetch fails, as it would
// offline after a deploy renamed the file.
vi.mock("./fasting-files", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

const now = new Date(2026, 10, 26, 12).getTime();
const noop = () => Promise.resolve(null);

test("when the file code cannot be fetched, Export says so and nothing is downloaded", async () => {
  const user = userEvent.setup();
  const downloads = captureDownloads();
  renderWithRouter(
    <FastingHistory
      fasts={[makeFast({ startedAt: now - 30 * 3_600_000, endedAt: now - 14 * 3_600_000 })]}
      weights={[]}
      progress={DEFAULT_SETTINGS}
      setAside={[]}
      now={now}
      actions={{
        ...{ edit: noop, remove: noop, saveJournal: noop, setQuiet: noop, deleteAll: noop },
        ...{ discardSetAside: noop, importRecords: () => Promise.resolve({ ok: true, message: "" }) },
      }}
    />,
  );
  await user.click(screen.getByRole("button", { name: "Export CSV" }));
  expect(await screen.findByText(/Export and import could not load/)).toBeInTheDocument();
  expect(downloads).toEqual([]);
});
