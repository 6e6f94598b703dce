import { act, screen } from "@testing-library/react";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { home } from "~/content/home";
import { setReducedMotion } from "~/test/media";
import { renderWithRouter } from "~/test/render";
import { Stats } from "./stats";

const { counters } = home.stats;
const shownValues = () => screen.getAllByTestId("counter-value").map((element) => element.textContent);
const FINAL = ["3x", "50%", "20%", "500%", "2x"];
const ZERO = ["0x", "0%", "0%", "0%", "0x"];

async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

// countup.js animates with requestAnimationFrame, which Vitest's fake timers drive too.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("Stats: under reduced motion each card shows its figure at once, and it never moves; each links its source", async () => {
  setReducedMotion(true);
  renderWithRouter(<Stats />);
  const cards = screen.getAllByRole("listitem");
  const sources = counters.map(({ verdict }) => verdict.source.href);
  expect(cards.map((card) => card.querySelector("a")?.getAttribute("href"))).toEqual(sources);
  expect(shownValues()).toEqual(FINAL);
  await advance(3000);
  expect(shownValues()).toEqual(FINAL);
});

test("Stats count up 100 ms after coming into view, over 2 s, and resets when scrolled out", async () => {
  renderWithRouter(<Stats />);
  mockAllIsIntersecting(false);
  await advance(0);
  expect(shownValues()).toEqual(ZERO);
  // The drawn figure is hidden from screen readers, which get the whole one meanwhile.
  expect(screen.getAllByRole("listitem")[3]).toHaveTextContent("0%500%");

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
