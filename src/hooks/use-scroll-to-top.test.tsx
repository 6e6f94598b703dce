import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link } from "react-router";
import { beforeEach, expect, test, vi } from "vitest";
import { setReducedMotion } from "~/test/media";
import { renderWithRouter } from "~/test/render";
import { useScrollToTop } from "./use-scroll-to-top";

function Page() {
  useScrollToTop();
  return (
    <main id="main" tabIndex={-1}>
      <Link to="/next">Next</Link>
      <Link to="/next#answer">Answer</Link>
      <Link to="#here">Here</Link>
      <h2 id="answer">Answer</h2>
    </main>
  );
}

/** Renders the page and follows its link `name`. */
async function follow(name: string) {
  const user = userEvent.setup();
  renderWithRouter(<Page />);
  await user.click(screen.getByRole("link", { name }));
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});

test("useScrollToTop scrolls smoothly to the top on a route change and focuses the main region", async () => {
  await follow("Next");
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "smooth" });
  expect(screen.getByRole("main")).toHaveFocus();
});

test("jumps instantly under prefers-reduced-motion", async () => {
  setReducedMotion(true);
  await follow("Next");
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
});

test("a link to a section of another page scrolls to that section, not the top", async () => {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  await follow("Answer");
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole("heading", { name: "Answer" }));
  expect(scrollTo).not.toHaveBeenCalled();
});

// Nor does the first render.
test("a link within the page moves nothing itself", async () => {
  await follow("Here");
  expect(scrollTo).not.toHaveBeenCalled();
  expect(screen.getByRole("main")).not.toHaveFocus();
});
