import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { testimonials, testimonialsNote } from "~/content/testimonials";
import { setReducedMotion } from "~/test/media";
import { Testimonials } from "./testimonials";

test("Testimonials: the section is described by the note that the quotes are illustrative; a dot button per quote, no arrows", () => {
  render(<Testimonials />);
  const section = screen.getByRole("region", { name: "Don't Take Our Word for It…" });
  expect(section).toHaveAccessibleDescription(testimonialsNote);
  expect(screen.getAllByRole("button", { name: /^Show quote \d$/ })).toHaveLength(testimonials.length);
  expect(screen.queryByRole("button", { name: /next|previous/i })).toBeNull();
});

test("Testimonials hydrate the prerendered section under reduced motion without a mismatch, the pause button hidden", async () => {
  // Prerendering cannot know the visitor's setting; the browser can.
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Testimonials />);
  document.body.append(container);
  setReducedMotion(true);
  const onRecoverableError = vi.fn();
  const root = await act(() => hydrateRoot(container, <Testimonials />, { onRecoverableError }));
  expect(onRecoverableError).not.toHaveBeenCalled();
  // No autoplay there: the button stays in the markup (hydration must match); CSS hides it
  // (reduced-motion.spec.ts checks it is gone).
  expect(screen.getByRole("button", { name: "Pause quotes" })).toBeInTheDocument();
  act(() => root.unmount());
  container.remove();
});

afterEach(() => vi.useRealTimers());

const currentQuote = () => document.querySelector(".slick-current figcaption")?.textContent;
/** One 5 s autoplay turn, then its 600 ms transition (which starts once the turn has rendered); the
 * clock moves inside act(), so the slider's updates flush. */
async function autoplayTurn() {
  for (const ms of [5_100, 700]) {
    await act(async () => {
      vi.advanceTimersByTime(ms);
      await Promise.resolve();
    });
  }
}

test("Testimonials autoplay: hovering pauses it; Pause stops it and Play starts it again", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<Testimonials />);
  expect(currentQuote()).toBe("Maya, 34");
  const slider = document.querySelector<HTMLElement>(".slick-track") ?? document.body;
  await user.hover(slider);
  await autoplayTurn();
  expect(currentQuote()).toBe("Maya, 34");
  await user.unhover(slider);
  await autoplayTurn();
  expect(currentQuote()).toBe("Daniel, 41");

  await user.click(screen.getByRole("button", { name: "Pause quotes" }));
  for (let turn = 0; turn < 3; turn += 1) await autoplayTurn();
  expect(currentQuote()).toBe("Daniel, 41");

  await user.click(screen.getByRole("button", { name: "Play quotes" }));
  await autoplayTurn();
  expect(currentQuote()).toBe("Priya, 29");
});
