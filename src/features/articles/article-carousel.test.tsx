import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { expectConsoleError } from "~/test/console";
import { makeArticle, makeStore } from "~/test/content-fixtures";
import { setReducedMotion } from "~/test/media";
import { renderWithRouter } from "~/test/render";
import type { ArticleSummary } from "~/lib/content-store/model";
import type { ContentStore } from "~/lib/content-store/store";
import { ArticleCarousel } from "./article-carousel";

const articles = Array.from({ length: 12 }, (_, i) => makeArticle({ id: `a${String(i).padStart(2, "0")}` }));

/** Moves the fake clock inside act(), so effects and state updates flush. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

/** Renders the carousel in Firebase mode with no prerendered cards and brings
 * it near the viewport, where it reads the database. */
function renderNearViewport(store: ContentStore, prerendered: ArticleSummary[] = []) {
  const view = renderWithRouter(<ArticleCarousel prerendered={prerendered} />, {
    store: { ...store, mode: "firebase", readsLive: true },
  });
  mockAllIsIntersecting(true);
  return view;
}

const rail = () => screen.getByRole("list", { name: "Latest articles" });

/** jsdom has no layout: places the card linking to `title` at `x` px in a rail spanning 80 to 1200 px,
 * focuses its link, and returns the recorded scroll the card asked for instead of doing it. */
async function focusCardAt(title: string, x: number) {
  const link = await screen.findByRole("link", { name: title });
  const card = link.closest("li");
  if (!card) throw new Error("card not found");
  rail().getBoundingClientRect = () => DOMRect.fromRect({ x: 80, width: 1120, height: 300 });
  card.getBoundingClientRect = () => DOMRect.fromRect({ x, width: 300, height: 280 });
  const scrollIntoView = vi.fn();
  card.scrollIntoView = scrollIntoView;
  act(() => link.focus());
  return scrollIntoView;
}

/** jsdom has no layout: give the rail a scroll geometry and record scrolls. */
function measureRail() {
  const element = rail();
  Object.defineProperties(element, {
    scrollWidth: { configurable: true, value: 3200 },
    clientWidth: { configurable: true, value: 1000 },
    scrollLeft: { configurable: true, writable: true, value: 0 },
  });
  const scrolls = { scrollBy: vi.fn(), scrollTo: vi.fn() };
  Object.assign(element, scrolls);
  return { element, ...scrolls };
}

/** Renders the carousel near the viewport, waits for its first card, then measures the rail. */
async function renderRail() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderNearViewport(makeStore(articles));
  await screen.findByRole("link", { name: "Title of a00" });
  return { user, ...measureRail() };
}

describe("ArticleCarousel", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // jsdom reports a hidden document; the carousel does not move in hidden tabs.
    Object.defineProperty(document, "hidden", { configurable: true, value: false });
  });
  afterEach(() => vi.useRealTimers());

  test.each<[ContentStore["mode"], number, number]>([
    ["builtin", 3, 0],
    ["firebase", articles.length, 1],
  ])("%s mode: the prerendered cards, then %i cards once near the viewport", async (mode, shown, reads) => {
    const latestArticles = vi.fn(() => Promise.resolve(articles));
    renderWithRouter(<ArticleCarousel prerendered={articles.slice(0, 3)} />, {
      store: makeStore(articles, [], { mode, latestArticles }),
    });
    await advance(1000);
    expect(latestArticles).not.toHaveBeenCalled();
    expect(within(rail()).getAllByRole("article")).toHaveLength(3);
    mockAllIsIntersecting(true);
    await advance(1000);
    // In Firebase mode what the database answered replaces the build's cards.
    await waitFor(() => expect(within(rail()).getAllByRole("article")).toHaveLength(shown));
    expect(latestArticles).toHaveBeenCalledTimes(reads);
  });

  test("shows the first 10 articles as cards linking to them; the arrows scroll by 320 px", async () => {
    const { user, scrollBy } = await renderRail();
    expect(screen.getByRole("link", { name: "Title of a00" })).toHaveAttribute("href", "/articles/a00");
    expect(within(rail()).getAllByRole("article")).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Scroll articles right" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 320, behavior: "smooth" });
    await user.click(screen.getByRole("button", { name: "Scroll articles left" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -320, behavior: "smooth" });
  });

  test("auto-scrolls by 320 px every 4 s and wraps to the start at the end", async () => {
    // A clock that never follows real time, so a slow machine cannot add a tick.
    vi.useFakeTimers();
    renderNearViewport(makeStore(articles));
    await advance(0);
    await advance(0);
    expect(screen.getByRole("link", { name: "Title of a00" })).toBeInTheDocument();
    const { element, scrollBy, scrollTo } = measureRail();
    await advance(3999);
    expect(scrollBy).not.toHaveBeenCalled();
    await advance(1);
    expect(scrollBy).toHaveBeenCalledWith({ left: 320, behavior: "smooth" });
    element.scrollLeft = 2200; // at the end
    await advance(4000);
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: "smooth" });
  });

  test("pauses while hovered and when the visitor presses Pause", async () => {
    const { user, scrollBy } = await renderRail();
    await user.hover(rail());
    await advance(8000);
    expect(scrollBy).not.toHaveBeenCalled();
    await user.unhover(rail());
    await user.click(screen.getByRole("button", { name: "Pause auto-scroll" }));
    await advance(8000);
    expect(scrollBy).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Play auto-scroll" }));
    await advance(4000);
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  test("scrolls a focused card that is partly hidden to the rail's start, at once; one in full view stays", async () => {
    renderNearViewport(makeStore(articles));
    // Across the rail's right edge. At once, like every focus scroll on the site: no smooth scroll
    // for the next key press to race.
    const atOnce = { block: "nearest", inline: "start", behavior: "instant" };
    expect(await focusCardAt("Title of a03", 1048)).toHaveBeenCalledWith(atOnce);
    expect(await focusCardAt("Title of a01", 408)).not.toHaveBeenCalled();
  });

  test("never auto-scrolls under reduced motion, and the arrows jump", async () => {
    setReducedMotion(true);
    const { user, scrollBy } = await renderRail();
    await advance(20000);
    expect(scrollBy).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Scroll articles right" }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 320, behavior: "instant" });
  });

  test("a failed read logs 'Error loading articles:' and keeps the prerendered cards", async () => {
    expectConsoleError(/Error loading articles:/);
    const latestArticles = vi.fn(() => Promise.reject(new Error("offline")));
    renderNearViewport(makeStore(articles, [], { latestArticles }), articles.slice(0, 2));
    await waitFor(() => expect(latestArticles).toHaveBeenCalled());
    await advance(0);
    expect(within(rail()).getAllByRole("article")).toHaveLength(2);
  });
});
