import { act, screen } from "@testing-library/react";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { setReducedMotion } from "~/test/media";
import { renderWithRouter } from "~/test/render";
import { Stats } from "./stats";

const shownValues = () => screen.getAllByTestId("counter-value").map((element) => element.textContent);
const FINAL = ["3x", "50%", "20%", "500%", "2x"];

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

  test("the note says which figures a study supports, by whom, and which are not established", () => {
    setReducedMotion(true);
    renderWithRouter(<Stats />);
    const note = screen.getByText(/^About these numbers:/).closest("p");
    // Growth hormone: five-fold over a two-day fast is Hartman 1992, and five-fold is 400% more.
    expect(note).toHaveTextContent(/five-fold — roughly 400% more, not 500%/);
    expect(note).toHaveTextContent("Hartman et al., J Clin Endocrinol Metab 1992");
    // Insulin sensitivity: Sutton 2018 found an improvement, not a doubling.
    expect(note).toHaveTextContent("Sutton et al., Cell Metab 2018");
    expect(note).toHaveTextContent("did not report a doubling");
    expect(note).toHaveTextContent(
      /3x fat-burning, 50% mental-clarity and 20% longevity-marker figures are not established/,
    );
    // Ho 1988 studied a five-day fast with about a three-fold rise: not the source of this figure.
    expect(note).not.toHaveTextContent(/Ho et al/);
  });

  test("under its title, each of the five cards reads what studies show first, with its source, then the figure as a claim, never animated under reduced motion", async () => {
    setReducedMotion(true);
    renderWithRouter(<Stats />);
    expect(screen.getByRole("heading", { level: 2, name: "amplify your life!" })).toBeInTheDocument();
    // The markup holds the final values.
    expect(shownValues()).toEqual(FINAL);
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(5);
    const labels = [
      "more fat burned",
      "increase in mental clarity",
      "longevity boost markers",
      "more growth hormone",
      "improved insulin sensitivity",
    ];
    cards.forEach((card, index) => {
      expect(card).toHaveTextContent(new RegExp(`^What studies show.+Claimed.*${labels[index] ?? ""}`));
    });
    expect(screen.getAllByTestId("counter-verdict").map((verdict) => verdict.textContent)).toEqual([
      "Not established. In a year-long trial, fat loss with an eating window matched plain calorie cutting.",
      "Not established. We found no study that measured it.",
      "Not established. Lifespan effects come from animal studies; none shows fasting helps people live longer.",
      "About 400% more, in nine men on the second day of a two-day fast.",
      "Improved, not doubled, in eight men with prediabetes eating early for five weeks.",
    ]);
    const sources = cards.map((card) => card.querySelector("a")?.getAttribute("href"));
    expect(sources).toEqual([
      "https://doi.org/10.1056/NEJMoa2114833",
      "/articles/fasting-and-mental-clarity",
      "/articles/10-benefits-of-fasting",
      "https://doi.org/10.1210/jcem.74.4.1548337",
      "https://doi.org/10.1016/j.cmet.2018.04.010",
    ]);
    await advance(3000);
    expect(shownValues()).toEqual(FINAL);
  });

  test("counts up 100 ms after coming into view, over 2 s, and resets when scrolled out", async () => {
    renderWithRouter(<Stats />);
    mockAllIsIntersecting(false);
    await advance(0);
    expect(shownValues()).toEqual(["0x", "0%", "0%", "0%", "0x"]);

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
    expect(shownValues()).toEqual(["0x", "0%", "0%", "0%", "0x"]);
  });
});
