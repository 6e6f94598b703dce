import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import type { Fast } from "./fast-records";
import { RunningFast } from "./running-fast";

const HOUR = 3_600_000;
/** A local time today (the tests' zone), in epoch ms. */
const today = (hours: number, minutes = 0) => new Date(2026, 10, 26, hours, minutes).getTime();

function renderFast(fast: Partial<Fast>, now: number) {
  const full: Fast = { id: "f1", startedAt: today(8), endedAt: null, targetHours: 16, plan: "16:8", ...fast };
  return renderWithRouter(
    <RunningFast
      fast={full}
      now={now}
      problem={null}
      attempt={0}
      onEnd={() => undefined}
      onEdit={() => Promise.resolve(true)}
      onCancel={() => undefined}
      onClearProblem={() => undefined}
      reminder={null}
      focusHeading={false}
    />,
  );
}

describe("RunningFast", () => {
  test("before the goal: you're fasting, and the time to go", () => {
    renderFast({ startedAt: today(20, 0) - 24 * HOUR }, today(6));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("You’re fasting");
    expect(screen.getByText("6 h 00 min to go")).toBeInTheDocument();
    expect(screen.queryByText(/Goal reached/)).toBeNull();
  });

  test("at the goal: a heading that says you can eat, and the time past it", () => {
    renderFast({ startedAt: today(20, 0) - 24 * HOUR }, today(12, 30));
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Goal reached: you can eat now");
    expect(screen.getByText("✓ Goal reached")).toBeInTheDocument();
    expect(screen.getByText("+0 h 30 min")).toBeInTheDocument();
    expect(screen.getByText(/Choose End fast when you eat/)).toBeInTheDocument();
  });

  test("an eating window in the night says when a last meal would open it at noon", () => {
    // 16:8 from 8 AM: the window is midnight to 8 AM.
    renderFast({ startedAt: today(8) }, today(9));
    expect(screen.getByText(/This eating window falls in the night/)).toHaveTextContent(
      /A last meal at 8:00\s?PM would open it at noon/,
    );
  });

  test("a daytime eating window gets no comment", () => {
    renderFast({ startedAt: today(20) - 24 * HOUR }, today(9));
    expect(screen.queryByText(/falls in the night/)).toBeNull();
  });

  test("a fast of more than a day says how to break it, with the quick answer", () => {
    renderFast({ startedAt: today(8), targetHours: 36, plan: "custom" }, today(9));
    expect(screen.getByText(/break the fast gently/)).toHaveTextContent(
      /ask a doctor before eating normally again/,
    );
    expect(screen.getByRole("link", { name: "How to break a fast" })).toHaveAttribute(
      "href",
      "/quick-answers#breaking-a-fast",
    );
  });

  test("a day fast or shorter does not", () => {
    renderFast({ startedAt: today(8) }, today(9));
    expect(screen.queryByText(/break the fast gently/)).toBeNull();
  });
});
