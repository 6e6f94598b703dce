import { render, screen } from "@testing-library/react";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { expect, test, vi } from "vitest";
import { setReducedMotion } from "~/test/media";
import { Reveal } from "./reveal";

/** Places every element below the fold, as if far down a long page. */
function placeBelowFold() {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
    top: window.innerHeight + 200,
  } as DOMRect);
}

test.each([
  ["Reveal leaves content that is already on screen visible (never blinks out)", false, false],
  ["Reveal does not animate under prefers-reduced-motion, even below the fold", true, true],
])("%s", (_, belowFold, reducedMotion) => {
  if (belowFold) placeBelowFold();
  setReducedMotion(reducedMotion);
  render(<Reveal aria-label="calm">Calm</Reveal>);
  const section = screen.getByRole("region", { name: "calm" });
  expect(section).not.toHaveAttribute("data-reveal");
  expect(section).not.toHaveClass("opacity-0");
});

test("Reveal hides content below the fold until 10% of it is visible, then shows it for good", () => {
  placeBelowFold();
  render(<Reveal aria-label="later">Later</Reveal>);
  const section = screen.getByRole("region", { name: "later" });
  expect(section).toHaveAttribute("data-reveal", "waiting");
  expect(section).toHaveClass("opacity-0");

  mockAllIsIntersecting(0.1);
  expect(section).toHaveAttribute("data-reveal", "shown");
  expect(section).not.toHaveClass("opacity-0");

  // Once only: scrolling away again does not hide it.
  mockAllIsIntersecting(false);
  expect(section).not.toHaveClass("opacity-0");
});
