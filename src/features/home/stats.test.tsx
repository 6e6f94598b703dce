import { act, screen } from "@testing-library/react";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { home } from "~/content/home";
import { setReducedMotion } from "~/test/media";
import { renderWithRouter } from "~/test/render";
import { Stats } from "./stats";

const { counters, evidence } = home.stats;
const shownValues = () => screen.getAllByTestId("counter-value").map((element) => element.textContent);
const FINAL = ["3x", "50%", "20%", "500%", "2x"];
const ZERO = ["0x", "0%", "0%", "0%", "0x"];

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe("Stats", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // countup.js animates with requestAnimationFrame; drive it from the fake clock.
    vi.spyOn(window, "requestAnimationFrame").mockImplementation(
      (callback) => setTimeout(() => callback(performance.now()), 16) as unknown as number,
    );
  });
  afterEach(() => vi.useRealTimers());

  test("each card reads what studies show first, with its source, then the figure as a claim; the note qualifies them all; nothing moves under reduced motion", async () => {
    setReducedMotion(true);
    renderWithRouter(<Stats />);
    expect(screen.getByRole("heading", { level: 2, name: "amplify your life!" })).toBeInTheDocument();
    const cards = screen.getAllByRole("listitem");
    // The figure is in the markup twice: drawn for the eye, and whole for screen readers.
    expect(cards.map((card) => card.textContent)).toEqual(
      counters.map(
        ({ value, suffix, label, verdict }) =>
          `What studies show${verdict.text}${verdict.source.label}Claimed${value}${suffix}${value}${suffix}${label}`,
      ),
    );
    expect(cards.map((card) => card.querySelector("a")?.getAttribute("href"))).toEqual(
      counters.map(({ verdict }) => verdict.source.href),
    );
    // Growth hormone: five-fold over a two-day fast (Hartman 1992) is 400% more, not the 500% quoted.
    expect(evidence.text).toMatch(/roughly 400% more, not 500%.*not established/);
    expect(screen.getByText(/^About these numbers:/).closest("p")).toHaveTextContent(
      `About these numbers: ${evidence.text}`,
    );
    expect(shownValues()).toEqual(FINAL);
    await advance(3000);
    expect(shownValues()).toEqual(FINAL);
  });

  test("counts up 100 ms after coming into view, over 2 s, and resets when scrolled out", async () => {
    renderWithRouter(<Stats />);
    mockAllIsIntersecting(false);
    await advance(0);
    expect(shownValues()).toEqual(ZERO);

    mockAllIsIntersecting(true);
    await advance(50);
    expect(shownValues()[3]).toBe("0%"); // still waiting for the 100 ms delay
    await advance(1000);
    const midway = Number.parseInt(shownValues()[3] ?? "", 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(500);
    await advance(1200);
    expect(shownValues()).toEqual(FINAL);

    mockAllIsIntersecting(false);
    await advance(0);
    expect(shownValues()).toEqual(ZERO);
  });
});
