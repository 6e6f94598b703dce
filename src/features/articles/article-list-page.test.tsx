import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { toSummary } from "~/lib/content-store/summary-index";
import { makeArticle, makeStore } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ArticleListPage, type ListedArticle } from "./article-list-page";
import { sortNewestFirst } from "./filter";

// 14 articles: 8 about keto, 6 about sleep; newer ids sort first.
const articles = Array.from({ length: 14 }, (_, i) =>
  makeArticle({
    id: `a${String(i).padStart(2, "0")}`,
    title: i < 8 ? `Keto note ${i}` : `Sleep note ${i}`,
    tags: i < 8 ? ["keto"] : ["mental health"],
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
  }),
);

const search = () => screen.getByRole("status", { name: "current search" }).textContent;

/** The page as its route renders it, given `listed` (newest first, with bodies unless summaries). */
function renderList(
  path = "/articles",
  listed: readonly ListedArticle[] = sortNewestFirst(articles),
  store = makeStore(articles),
) {
  renderWithRouter(<ArticleListPage articles={{ status: "success", data: listed }} />, { path, store });
}

async function loaded() {
  return screen.findByRole("heading", { level: 1, name: "Explore 14 Articles" });
}

describe("ArticleListPage", () => {
  test("shows the count, the chips, the search box and the first 6 cards, newest first", async () => {
    renderList();
    await loaded();
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getAllByRole("article")[0]).toHaveTextContent("Sleep note 13");
    expect(screen.getByRole("searchbox")).toHaveAttribute(
      "placeholder",
      "Search articles by keyword or tag...",
    );
    const chips = within(screen.getByRole("group", { name: "Filter by tag" })).getAllByRole("button");
    expect(chips.map((chip) => chip.textContent)).toEqual([
      "fasting",
      "mental health",
      "keto",
      "energy",
      "productivity",
      "weight loss",
      "gut health",
    ]);
    const [newest] = screen.getAllByRole("article");
    if (!newest) throw new Error("no cards");
    expect(within(newest).getByRole("link", { name: "Sleep note 13" })).toHaveAttribute(
      "href",
      "/articles/a13",
    );
  });

  test("links every article by title below the cards, while 6 cards and 'Load More' show", async () => {
    renderList();
    await loaded();
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByRole("button", { name: "Load More" })).toBeInTheDocument();
    const index = screen.getByRole("navigation", { name: "Every article in The Vault, newest first" });
    const links = within(index).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      sortNewestFirst(articles).map((article) => [article.title, `/articles/${article.id}`]),
    );
  });

  test("'Load More' adds 6 and disappears when all are shown", async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(screen.getAllByRole("article")).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(screen.getAllByRole("article")).toHaveLength(14);
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  test("a chip filters and is kept in the URL; clicking it again clears it", async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    const keto = screen.getByRole("button", { name: "keto" });
    await user.click(keto);
    expect(keto).toHaveAttribute("aria-pressed", "true");
    expect(search()).toBe("?tag=keto");
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByText("Showing 6 of 8 articles")).toBeInTheDocument();
    await user.click(keto);
    expect(keto).toHaveAttribute("aria-pressed", "false");
    expect(search()).toBe("");
  });

  test("reads the filter from the URL, so a shared link shows the same view", async () => {
    renderList("/articles?tag=mental%20health&q=note%2013");
    await loaded();
    expect(screen.getByRole("button", { name: "mental health" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("searchbox")).toHaveValue("note 13");
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  test("search matches keywords in titles as well as tags, and resets Load More", async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    await user.click(screen.getByRole("button", { name: "Load More" }));
    await user.type(screen.getByRole("searchbox"), "sleep");
    // The URL follows once typing pauses.
    await waitFor(() => {
      expect(search()).toBe("?q=sleep");
    });
    expect(screen.getAllByRole("article")).toHaveLength(6);
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "KETO");
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByText("Showing 6 of 8 articles")).toBeInTheDocument();
  });

  test("typing keeps every character and writes ?q= after the pause; a tag chip keeps the search", async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    const box = screen.getByRole("searchbox");
    await user.type(box, "keto");
    expect(box).toHaveValue("keto");
    await waitFor(() => {
      expect(search()).toBe("?q=keto");
    });
    await user.type(box, " flu");
    expect(box).toHaveValue("keto flu");
    await waitFor(() => {
      expect(search()).toBe("?q=keto+flu");
    });
    // A tag chip rewrites the URL but keeps the search.
    const [ketoChip] = screen.getAllByRole("button", { name: "keto" });
    if (!ketoChip) throw new Error("no keto chip");
    await user.click(ketoChip);
    expect(box).toHaveValue("keto flu");
  });

  test("shows the empty state when nothing matches", async () => {
    const user = userEvent.setup();
    renderList();
    await loaded();
    await user.type(screen.getByRole("searchbox"), "no such thing");
    expect(screen.getByText("No articles found.")).toBeInTheDocument();
    expect(screen.getByText("Try another tag or keyword.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  test("given cards without bodies, loads them after start-up and body matches join", async () => {
    const user = userEvent.setup();
    const withBody = articles.map((article, i) =>
      i === 3 ? { ...article, content: "<p>All about electrolytes.</p>" } : article,
    );
    let reads = 0;
    const store = makeStore(withBody, [], {
      listArticles: () => {
        reads += 1;
        return Promise.resolve(withBody);
      },
    });
    renderList("/articles", sortNewestFirst(withBody.map(toSummary)), store);
    expect(reads).toBe(0); // not while the page starts up
    await user.type(screen.getByRole("searchbox"), "electrolytes");
    const card = await screen.findByRole("article");
    expect(within(card).getByRole("link", { name: "Keto note 3" })).toBeInTheDocument();
    expect(reads).toBe(1);
  });

  test("a failed read shows 0, the empty state and a retry", async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderWithRouter(<ArticleListPage articles={{ status: "error", retry }} />, {
      store: makeStore(articles),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Explore 0 Articles" })).toBeInTheDocument();
    expect(screen.getByText("No articles found.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn’t load the articles");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
