import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { toSummary } from "~/lib/content-store/summary-index";
import { makeArticle, makeStore } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ArticleListPage, type ListedArticle } from "./article-list-page";
import { sortNewestFirst } from "./filter";

// Which articles a tag or a query keeps, and in what order: filter.test.ts and body-search.test.ts;
// a failed read and its Retry: app/routes/articles.test.tsx.

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
const cards = () => screen.queryAllByRole("article");

/** The page as its route renders it, given `listed` (newest first, with bodies unless summaries). */
async function renderList(
  path = "/articles",
  listed: readonly ListedArticle[] = sortNewestFirst(articles),
  store = makeStore(articles),
) {
  renderWithRouter(<ArticleListPage articles={{ status: "success", data: listed }} />, { path, store });
  await screen.findByRole("heading", { level: 1, name: "Explore 14 Articles" });
}

describe("ArticleListPage", () => {
  test("shows the first 6 cards, links every article by title below, and 'Load More' adds 6 until all are shown", async () => {
    const user = userEvent.setup();
    await renderList();
    expect(cards()).toHaveLength(6);
    expect(cards()[0]?.querySelector('a[href="/articles/a13"]')).toHaveAccessibleName("Sleep note 13");
    const index = screen.getByRole("navigation", { name: "Every article in The Vault, newest first" });
    const linked = within(index).getAllByRole("link");
    expect(linked.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      sortNewestFirst(articles).map((article) => [article.title, `/articles/${article.id}`]),
    );
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Load More" }));
    expect(cards()).toHaveLength(14);
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
  });

  test("a chip filters and is kept in the URL; clicking it again clears it", async () => {
    const user = userEvent.setup();
    await renderList();
    const keto = screen.getByRole("button", { name: "keto" });
    await user.click(keto);
    expect(keto).toHaveAttribute("aria-pressed", "true");
    expect(search()).toBe("?tag=keto");
    expect(cards()).toHaveLength(6);
    expect(screen.getByText("Showing 6 of 8 articles")).toBeInTheDocument();
    await user.click(keto);
    expect(keto).toHaveAttribute("aria-pressed", "false");
    expect(search()).toBe("");
  });

  test("reads the filter from the URL, so a shared link shows the same view", async () => {
    await renderList("/articles?tag=mental%20health&q=note%2013");
    expect(screen.getByRole("button", { name: "mental health" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("searchbox")).toHaveValue("note 13");
    expect(cards()).toHaveLength(1);
  });

  test("typing keeps every character, resets Load More and writes ?q= after the pause; a chip keeps the search; no match says so", async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole("button", { name: "Load More" }));
    const box = screen.getByRole("searchbox");
    await user.type(box, "keto");
    expect(box).toHaveValue("keto");
    expect(cards()).toHaveLength(6);
    await waitFor(() => expect(search()).toBe("?q=keto"));
    await user.type(box, " flu");
    expect(box).toHaveValue("keto flu");
    await waitFor(() => expect(search()).toBe("?q=keto+flu"));
    expect(screen.getByText("No articles found.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load More" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "keto" }));
    expect(box).toHaveValue("keto flu");
  });

  test("given cards without bodies, loads them after start-up and body matches join", async () => {
    const user = userEvent.setup();
    const withBody = articles.map((article, i) =>
      i === 3 ? { ...article, content: "<p>All about electrolytes.</p>" } : article,
    );
    const store = makeStore(withBody);
    const listArticles = vi.spyOn(store, "listArticles");
    await renderList("/articles", sortNewestFirst(withBody.map(toSummary)), store);
    expect(listArticles).not.toHaveBeenCalled(); // not while the page starts up
    await user.type(screen.getByRole("searchbox"), "electrolytes");
    const card = await screen.findByRole("article");
    expect(within(card).getByRole("link", { name: "Keto note 3" })).toBeInTheDocument();
    expect(listArticles).toHaveBeenCalledTimes(1);
  });
});
