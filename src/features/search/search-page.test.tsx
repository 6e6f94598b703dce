import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { makeStore } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { deferred } from "~/test/deferred";
import { pagefindPage } from "~/test/pagefind-pages";
import type { Pagefind, PagefindData } from "./pagefind";
import { resetSearchClient } from "./search-client";
import { SearchPage } from "./search-page";
import { resetSearchSite } from "./search-site";

// Pagefind itself runs in the e2e suite over the real build's index; here a
// stand-in answers, so the page's states and keyboard use are checked alone.
const answers = pagefindPage("/quick-answers", "Quick answers", "Short answers to common questions.", [
  { id: "coffee", heading: "Does coffee break a fast?", text: "Black coffee has almost no calories." },
  { id: "tea", heading: "Does tea break a fast?", text: "Plain tea, like black coffee, has no calories." },
]);
const guide = pagefindPage(
  "/diets/intermittent-fasting",
  "Intermittent fasting",
  "Fasting and coffee go well.",
);

const search = vi.fn<Pagefind["search"]>();
let failLoad = false;
const done = () => Promise.resolve();
vi.mock("./pagefind", () => ({
  loadPagefind: () =>
    failLoad
      ? Promise.reject(new Error("offline"))
      : Promise.resolve({ search, preload: done, options: done, init: done }),
}));

const found = (...pages: PagefindData[]) => ({
  results: pages.map((data) => ({ id: data.url, score: 1, data: () => Promise.resolve(data) })),
});

const unreadable = { results: [{ id: "0", score: 1, data: () => Promise.reject(new Error("offline")) }] };
const renderPage = (path = "/search") => renderWithRouter(<SearchPage />, { path, store: makeStore([]) });

describe("SearchPage", () => {
  beforeEach(() => {
    resetSearchClient();
    resetSearchSite();
    failLoad = false;
    search.mockReset().mockResolvedValue(found(guide, answers));
  });

  test("searches the URL's query and links each page at its best section, matched words marked; arrows move from the box through the results and back; Escape clears", async () => {
    const user = userEvent.setup();
    renderPage("/search?q=coffee");
    expect(await screen.findByText("2 pages for “coffee”")).toHaveAttribute("role", "status");
    const [firstItem, secondItem] = screen.getAllByRole("listitem").filter((item) => item.closest("ol"));
    if (!firstItem || !secondItem) throw new Error("expected two results");
    const first = within(firstItem);
    const coffee = first.getByRole("link", { name: "Does coffee break a fast?" });
    expect(coffee).toHaveAttribute("href", "/quick-answers#coffee");
    expect(first.getByText("coffee", { selector: "mark" })).toBeInTheDocument();
    const tea = first.getByRole("link", { name: "Does tea break a fast?" });
    expect(tea).toHaveAttribute("href", "/quick-answers#tea");
    expect(within(secondItem).getByRole("link", { name: "Intermittent fasting" })).toBeInTheDocument();

    const box = screen.getByRole("searchbox", { name: "Search the site" });
    box.focus();
    await user.keyboard("{ArrowDown}");
    expect(coffee).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(tea).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(box).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
    expect(document.querySelector('a[href="/quick-answers#coffee"]')).toBeNull();
    expect(screen.getByText("Try a question, for example:")).toBeInTheDocument();
  });

  test("typing searches and writes the query to the URL once typing pauses", async () => {
    const user = userEvent.setup();
    renderPage();
    const box = screen.getByRole("searchbox", { name: "Search the site" });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, "coffee");
    expect(await screen.findByText("2 pages for “coffee”")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("current search")).toHaveTextContent("?q=coffee"));
  });

  test("until the first results arrive, the page says it is searching and nothing else", async () => {
    const pending = deferred<ReturnType<typeof found>>();
    search.mockReturnValue(pending.promise);
    renderPage("/search?q=coffee");
    expect(await screen.findByText("Searching…")).toHaveAttribute("role", "status");
    expect(screen.queryByText(/Try fewer words/)).toBeNull();
    pending.resolve(found(guide, answers));
    expect(await screen.findByText("2 pages for “coffee”")).toBeInTheDocument();
  });

  test("no match says so and offers questions to try, on the question's topic first", async () => {
    search.mockResolvedValue(found());
    renderPage("/search?q=zzz%20alcohol");
    expect(await screen.findByText("No results for “zzz alcohol”.")).toHaveAttribute("role", "status");
    const offered = screen
      .getAllByRole("link")
      .filter((link) => link.getAttribute("href")?.startsWith("/search?q="));
    expect(offered[0]).toHaveTextContent("Does alcohol break a fast?");
    expect(screen.getByRole("link", { name: "Does coffee break a fast?" })).toHaveAttribute(
      "href",
      "/search?q=Does%20coffee%20break%20a%20fast%3F",
    );
  });

  test("offline, results whose text the device does not hold are left out", async () => {
    search.mockResolvedValue({ results: [...unreadable.results, ...found(guide).results] });
    renderPage("/search?q=coffee");
    expect(await screen.findByText("1 page for “coffee”")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Intermittent fasting" })).toBeInTheDocument();
  });

  test.each([
    ["an index that cannot load", () => (failLoad = true)],
    ["no result's text that can be read", () => search.mockResolvedValue(unreadable)],
  ])("with %s, the search says it failed, and Retry searches again", async (_, fail) => {
    const user = userEvent.setup();
    fail();
    renderPage("/search?q=coffee");
    expect(await screen.findByRole("alert")).toHaveTextContent("Search could not load.");
    failLoad = false;
    search.mockResolvedValue(found(guide, answers));
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("2 pages for “coffee”")).toBeInTheDocument();
  });
});
