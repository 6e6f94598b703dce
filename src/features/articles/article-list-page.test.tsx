import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { expectConsoleError } from "~/test/console";
import { makeArticle, makeStore } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ArticleListPage } from "./article-list-page";

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

function renderList(path = "/articles", store = makeStore(articles)) {
  renderWithRouter(<ArticleListPage />, { path, store });
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
    expect(screen.getByRole("link", { name: "Sleep note 13" })).toHaveAttribute("href", "/articles/a13");
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

  test("a failed read logs the spec message, shows 0 and the empty state, and Retry recovers", async () => {
    expectConsoleError(/Failed to fetch articles:/);
    const user = userEvent.setup();
    let calls = 0;
    const store = makeStore(articles, [], {
      listArticles: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(articles);
      },
    });
    renderList("/articles", store);
    expect(await screen.findByRole("heading", { level: 1, name: "Explore 0 Articles" })).toBeInTheDocument();
    expect(screen.getByText("No articles found.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn’t load the articles");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await loaded();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
