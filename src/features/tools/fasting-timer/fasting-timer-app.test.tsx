import "fake-indexeddb/auto";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clear, createStore, set } from "idb-keyval";
import { beforeEach, describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { HOUR, makeFast, MINUTE } from "./fast-fixtures";
import { toStoredFast } from "./fast-records";
import FastingTimerApp from "./fasting-timer-app";

// The whole timer on the in-memory IndexedDB: a fast stored as running, then
// ended with the page's own button.

const database = createStore("fast-and-fuel", "fasting-timer");

/** Stores one running 16:8 fast that began `fastedMs` ago (a little more, so the minute has turned), opens the page and ends it. */
async function endFastAfter(fastedMs: number) {
  const fast = makeFast({ id: "running", startedAt: Date.now() - fastedMs - 5_000, endedAt: null });
  await set("fasts", [toStoredFast(fast)], database);
  const user = userEvent.setup();
  renderWithRouter(<FastingTimerApp />);
  await user.click(await screen.findByRole("button", { name: "End fast" }));
  return user;
}

beforeEach(() => clear(database));

describe("ending a fast sums it up in place of the timer", () => {
  test("a fast past its goal: its length and goal met, focused and announced, until the next fast starts", async () => {
    const user = await endFastAfter(16 * HOUR + 42 * MINUTE);
    // A no-break space joins each number to its unit.
    const heading = await screen.findByRole("heading", { name: "Fast saved: 16\u00a0h 42\u00a0min" });
    expect(heading).toHaveFocus();
    // Inside the live region that was there before it: screen readers announce it.
    expect(heading.closest("[role=status]")).toHaveTextContent("Goal met: you reached your 16 h goal.");
    const link = screen.getByRole("link", { name: "See it in your history" });
    expect(link).toHaveAttribute("href", "#fasting-history");
    expect(document.getElementById("fasting-history")).toHaveTextContent("Your history");
    // The start form follows; starting the next fast takes the summary away.
    await user.click(screen.getByRole("button", { name: "Start fast" }));
    expect(await screen.findByRole("heading", { name: "You’re fasting" })).toHaveFocus();
    expect(screen.queryByRole("heading", { name: /^Fast saved/ })).toBeNull();
  });

  test("Dismiss takes the summary away and hands focus to the start form", async () => {
    const user = await endFastAfter(17 * HOUR);
    await user.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("heading", { name: /^Fast saved/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "Start a fast" })).toHaveFocus();
  });

  test("a page opened with no fast running shows the start form alone, its heading not focused", async () => {
    renderWithRouter(<FastingTimerApp />);
    const heading = await screen.findByRole("heading", { name: "Start a fast" });
    expect(screen.queryByRole("heading", { name: /^Fast saved/ })).toBeNull();
    expect(heading).not.toHaveFocus();
  });
});
