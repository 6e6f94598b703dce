import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { toSummary } from "~/lib/content-store/summary-index";
import { makeArticle } from "~/test/content-fixtures";
import { renderWithRouter } from "~/test/render";
import { ArticleCard } from "./article-card";

const article = toSummary(
  makeArticle({
    id: "coffee-and-fasting",
    title: "Does coffee break a fast?",
    createdAt: new Date("2026-03-14T00:00:00Z"),
    tags: ["fasting", "energy"],
    // 1,100 words at 220 a minute: 5 minutes.
    content: `<p>${"word ".repeat(1100)}</p>`,
    bannerImageUrl: "/images/articles/coffee.svg",
  }),
);

describe("ArticleCard", () => {
  test("tells what the reader gets: date, reading time, title linking to the article, excerpt and tags; the banner is decorative and waits until scrolled near", () => {
    renderWithRouter(<ArticleCard article={article} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText("March 14, 2026")).toHaveAttribute("datetime", "2026-03-14T00:00:00.000Z");
    expect(card).toHaveTextContent("March 14, 2026 · 5 min read");
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent("Does coffee break a fast?");
    expect(within(card).getByRole("link")).toHaveAttribute("href", "/articles/coffee-and-fasting");
    expect(within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(2);
    // alt="" takes it out of the accessibility tree: the title says what the article is.
    const picture = card.querySelector("img");
    expect(picture).toHaveAttribute("src", "/images/articles/coffee.svg");
    expect(picture).toHaveAttribute("alt", "");
    expect(picture).toHaveAttribute("loading", "lazy");
  });

  test("without its tag list a card names its first tag before the date", () => {
    renderWithRouter(<ArticleCard article={article} headingLevel={3} showTags={false} />);
    const card = screen.getByRole("article");
    expect(within(card).queryByRole("list", { name: "Tags" })).toBeNull();
    expect(card).toHaveTextContent(/^fastingMarch 14, 2026 · 5 min read/);
    expect(within(card).getByRole("heading", { level: 3 })).toBeInTheDocument();
  });

  test("an older index entry, without a reading time or banner, shows the date alone, and the empty frame (cards line up)", () => {
    const { readingMinutes: _minutes, bannerImageUrl: _banner, ...older } = article;
    renderWithRouter(<ArticleCard article={older} />);
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("March 14, 2026");
    expect(card).not.toHaveTextContent(/min read|·/);
    expect(card.querySelector("img")).toBeNull();
    expect(card.querySelector(".card-art")).not.toBeNull();
  });
});
