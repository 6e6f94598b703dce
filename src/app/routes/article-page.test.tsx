import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { describe, expect, test, vi } from "vitest";
import { expectConsoleError } from "~/test/console";
import { builtInArticle, failsOnce, makeArticle, makeProduct, makeStore } from "~/test/content-fixtures";
import { toSummary } from "~/lib/content-store/summary-index";
import { renderRoute, renderWithRouter } from "~/test/render";
import * as articleRoute from "./article";
import { ArticleDetailPage } from "~/features/articles/article-detail-page";
import { renderArticle } from "~/features/articles/rendered-article";

const main = makeArticle({
  id: "main",
  title: "Fasting 101",
  author: "Dana",
  createdAt: new Date("2026-03-14T08:00:00Z"),
  // Updated the day it was published: no update to show.
  updatedAt: new Date("2026-03-14T08:00:00Z"),
  excerpt: "Start here.",
  tags: ["fasting", "energy"],
  productTags: ["joints"],
  bannerImageUrl: "/images/articles/x.svg",
  content:
    '<h2>Why</h2><p>Because.<img src=x onerror="window.__xss=1"></p><a href="https://doi.org/1">source</a><script>window.__xss=1</script>',
});
const others = ["r1", "r2", "r3", "r4"].map((id) => makeArticle({ id, tags: ["energy"] }));
const products = ["p1", "p2", "p3", "p4"].map((id) => makeProduct({ id, tags: ["joints"] }));

/** The article route as the browser runs it: read from the store by its clientLoader. */
function renderDetail(slug: string, store = makeStore([main, ...others], products)) {
  renderRoute(articleRoute, { path: `/articles/${slug}`, pattern: "/articles/:slug", store });
}

describe("article page (built-in mode route, read in the browser)", () => {
  test("shows 'Loading article...' first, then the article with its byline, sanitised body and health note; reads 3 related articles and 3 products, under the disclosure, only as the reader nears the end", async () => {
    const store = makeStore([main, ...others], products);
    const extraReads = [vi.spyOn(store, "relatedArticles"), vi.spyOn(store, "productsForTags")];
    renderDetail("main", store);
    expect(screen.getByText("Loading article...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: "Fasting 101" })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) => element?.tagName === "P" && element.textContent.startsWith("By Dana •"),
      ),
    ).toHaveTextContent(/^By Dana • March 14, 2026 · \d+ min read$/);
    // The body, sanitised in the browser (its rules: sanitize-html.test.ts).
    expect(screen.getByRole("heading", { level: 2, name: "Why" })).toBeInTheDocument();
    expect(document.querySelector("script, [onerror]")).toBeNull();
    // Its tags are ones that call for the health note.
    expect(screen.getByRole("complementary", { name: "Health note" })).toBeInTheDocument();
    // Without them: no update line (same day), key takeaways or contents.
    expect(screen.queryByText(/^Updated/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Key takeaways" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "In this article" })).toBeNull();

    // A moment in which nothing may be read before the reader scrolls near.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const read of extraReads) expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole("heading", { name: "Related articles" })).toBeNull();
    mockAllIsIntersecting(true);
    const sectionOf = async (name: string) => within(await screen.findByRole("region", { name }));
    expect((await sectionOf("Related articles")).getAllByRole("link")).toHaveLength(3);
    const picks = await sectionOf("Products we recommend");
    expect(picks.getByText(/Affiliate disclosure:/)).toBeInTheDocument();
    expect(picks.getAllByRole("link", { name: /View on Amazon/ })).toHaveLength(3);
    for (const read of extraReads) expect(read).toHaveBeenCalledTimes(1);
  });

  test("a revised article shows its update date, key takeaways, contents and numbered citations", async () => {
    const titles = ["One", "Two", "Three", "Four"];
    const sections = titles
      .map((title) => `<h2 id="${title.toLowerCase()}">${title}</h2><p>Text about ${title}.</p>`)
      .join("");
    const revised = makeArticle({
      id: "revised",
      title: "Revised piece",
      createdAt: new Date("2026-03-14T00:00:00Z"),
      updatedAt: new Date("2026-11-02T00:00:00Z"),
      keyTakeaways: [
        { text: "First point.", evidence: "strong" },
        { text: "Second point.", evidence: "lab" },
        // Stored before levels existed: shown without one.
        { text: "Third point." },
      ],
      bannerImageUrl: "/images/articles/x.svg",
      bannerImageAlt: "A plate of vegetables",
      content: `<p>Claim.<sup><a href="#fn-a" id="fnref-a" aria-describedby="footnote-label">1</a></sup></p>${sections}<section class="footnotes"><h2 class="sources-heading" id="footnote-label">Sources</h2><ol><li id="fn-a"><p>Source A. <a href="#fnref-a" aria-label="Back to the text (citation 1)" class="data-footnote-backref">↩</a></p></li></ol></section>`,
    });
    renderDetail("revised", makeStore([revised]));
    await screen.findByRole("heading", { level: 1, name: "Revised piece" });
    expect(screen.getByText(/^Updated/)).toHaveTextContent("Updated November 2, 2026");
    expect(screen.getByRole("img", { name: "A plate of vegetables" })).toBeInTheDocument();
    const takeaways = screen.getByRole("region", { name: "Key takeaways" });
    expect(
      within(takeaways)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["First point. Strong evidence", "Second point. Animal or lab studies only", "Third point."]);
    const contents = within(screen.getByRole("navigation", { name: "In this article" })).getAllByRole("link");
    expect(contents.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ...titles.map((title) => [title, `#${title.toLowerCase()}`]),
      ["Sources", "#footnote-label"],
    ]);
    // Marker → source, source → back to the marker.
    expect(screen.getByRole("link", { name: "1" })).toHaveAttribute("href", "#fn-a");
    const back = screen.getByRole("link", { name: "Back to the text (citation 1)" });
    expect(back).toHaveAttribute("href", "#fnref-a");
    expect(document.getElementById("fn-a")).not.toBeNull();
  });

  test("hides the related section when its read fails, logging 'Could not fetch related articles:'", async () => {
    expectConsoleError(/Could not fetch related articles:/);
    renderDetail(
      "main",
      makeStore([main, ...others], products, { relatedArticles: () => Promise.reject(new Error("offline")) }),
    );
    await screen.findByRole("heading", { level: 1 });
    mockAllIsIntersecting(true);
    await screen.findByRole("heading", { name: "Products we recommend" });
    expect(screen.queryByRole("heading", { name: "Related articles" })).toBeNull();
  });

  test("a missing article logs 'No such article!' and shows a way back, not endless loading", async () => {
    expectConsoleError(/No such article!/);
    renderDetail("nope");
    await screen.findByRole("heading", { level: 1, name: "We couldn’t find that article" });
    expect(screen.queryByText("Loading article...")).toBeNull();
    expect(screen.getByRole("link", { name: "Browse all articles" })).toHaveAttribute("href", "/articles");
  });

  test("a prerendered article shows at once, without asking the store for it", async () => {
    const store = makeStore([main, ...others], products);
    const getArticle = vi.spyOn(store, "getArticle");
    const prerendered = renderArticle(main, () => "<p>Sanitised at build time.</p>");
    renderWithRouter(<ArticleDetailPage rendered={prerendered} />, { path: "/articles/main", store });
    expect(screen.getByRole("heading", { level: 1, name: "Fasting 101" })).toBeInTheDocument();
    expect(screen.getByText("Sanitised at build time.")).toBeInTheDocument();
    expect(screen.queryByText("Loading article...")).toBeNull();
    // Its extras still come from the store, once the reader nears them.
    mockAllIsIntersecting(true);
    expect(await screen.findByRole("heading", { name: "Related articles" })).toBeInTheDocument();
    expect(getArticle).not.toHaveBeenCalled();
  });

  test("a failed read offers a retry that loads the article", async () => {
    const user = userEvent.setup();
    renderDetail("main", makeStore([main, ...others], products, { getArticle: failsOnce(main).read }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn’t load this article");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Fasting 101" })).toBeInTheDocument();
  });
});

describe("article page with App Check on (readers read the deploy, not the database)", () => {
  const built = builtInArticle("cheat-days-and-refeeds");
  const deployedStore = () =>
    makeStore([], [], {
      mode: "firebase",
      readsLive: false,
      listArticleSummaries: () => Promise.resolve([toSummary(built)]),
      getArticle: () => Promise.reject(new Error("the database needs an App Check token")),
    });

  test("an article the deploy was built with shows the build's copy, never reading the database", async () => {
    renderDetail(built.id, deployedStore());
    expect(await screen.findByRole("heading", { level: 1, name: built.title })).toBeInTheDocument();
  });

  test("a slug the deploy does not have is not found, as a slug nobody wrote", async () => {
    expectConsoleError(/No such article!/);
    renderDetail("written-after-the-deploy", deployedStore());
    expect(await screen.findByRole("heading", { name: "We couldn’t find that article" })).toBeInTheDocument();
  });
});
