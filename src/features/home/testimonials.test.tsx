import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { testimonials, testimonialsNote } from "~/content/testimonials";
import { setReducedMotion } from "~/test/media";
import { Testimonials } from "./testimonials";

describe("Testimonials", () => {
  test("the section is described by the note that the quotes are illustrative; a dot button per quote, no arrows", () => {
    render(<Testimonials />);
    expect(screen.getByRole("region", { name: "Don't Take Our Word for It…" })).toHaveAccessibleDescription(
      testimonialsNote,
    );
    expect(screen.getAllByRole("button", { name: /^Show quote \d$/ })).toHaveLength(testimonials.length);
    expect(screen.queryByRole("button", { name: /next|previous/i })).toBeNull();
  });

  test("hydrate the prerendered section under reduced motion without a mismatch, the pause button hidden", async () => {
    // Prerendering cannot know the visitor's setting; the browser can.
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Testimonials />);
    document.body.append(container);
    setReducedMotion(true);
    const recoverable: unknown[] = [];
    const root = await act(() =>
      hydrateRoot(container, <Testimonials />, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    // No autoplay there: the button stays in the markup (hydration must match); CSS hides it
    // (reduced-motion.spec.ts checks it is gone).
    expect(screen.getByRole("button", { name: "Pause quotes" })).toBeInTheDocument();
    act(() => {
      root.unmount();
    });
    container.remove();
  });

  describe("autoplay", () => {
    afterEach(() => vi.useRealTimers());

    /** Moves the fake clock inside act(), so the slider's updates flush. */
    async function advance(ms: number) {
      await act(async () => {
        vi.advanceTimersByTime(ms);
        await Promise.resolve();
      });
    }
    const currentQuote = () => document.querySelector(".slick-current figcaption")?.textContent;
    /** One 5 s autoplay turn, then its 600 ms transition (which starts once the turn has rendered). */
    async function autoplayTurn() {
      await advance(5_100);
      await advance(700);
    }

    test("hovering pauses it; Pause stops it and Play starts it again", async () => {
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
  });
});
