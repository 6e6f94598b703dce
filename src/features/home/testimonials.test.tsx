import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test, vi } from "vitest";
import { testimonials, testimonialsNote } from "~/content/testimonials";
import { setReducedMotion } from "~/test/media";
import { Testimonials, testimonialSettings } from "./testimonials";

describe("Testimonials", () => {
  test("pause on hover (the slider's own setting; its turns and dots are tested below)", () => {
    expect(testimonialSettings.pauseOnHover).toBe(true);
  });

  test("show the title, a plain note that the quotes are illustrative, four quotes with first name and age, and dots", () => {
    expect(testimonials).toHaveLength(4);
    render(<Testimonials />);
    expect(
      screen.getByRole("heading", { level: 2, name: "Don't Take Our Word for It…" }),
    ).toBeInTheDocument();
    for (const { name, age } of testimonials) {
      expect(screen.getAllByText(`${name}, ${age}`).length).toBeGreaterThan(0);
    }
    const dots = screen.getAllByRole("button", { name: /^Show quote \d$/ });
    expect(dots).toHaveLength(4);
    expect(screen.queryByRole("button", { name: /next|previous/i })).toBeNull();

    // They say plainly, in body-size text before the quotes, that they are illustrative.
    const note = screen.getByText(testimonialsNote);
    expect(note).toHaveTextContent(/illustrative quotes/);
    expect(note).toHaveTextContent(/not reviews from real readers/);
    // Readable, not fine print: body size and the darker body-text color.
    expect(note).toHaveClass("text-base", "text-ink-800");
    expect(note).not.toHaveClass("text-xs", "text-sm");
    // It comes before the first quote, and describes the section.
    const firstQuote = screen.getAllByText(/^“/)[0];
    if (!firstQuote) throw new Error("no quote rendered");
    expect(note.compareDocumentPosition(firstQuote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("region", { name: "Don't Take Our Word for It…" })).toHaveAccessibleDescription(
      testimonialsNote,
    );
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
    // No autoplay there: the button stays in the markup (hydration must match) but CSS hides it.
    expect(screen.getByRole("button", { name: "Pause quotes" }).closest("p")).toHaveClass(
      "motion-reduce:hidden",
    );
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

    test("Pause stops it and Play starts it again", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Testimonials />);
      expect(currentQuote()).toBe("Maya, 34");
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
