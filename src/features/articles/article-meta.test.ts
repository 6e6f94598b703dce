// @vitest-environment node
import { describe, expect, test } from "vitest";
import { builtInArticle } from "~/test/content-fixtures";
import { articleMeta } from "./article-meta";
import { renderArticle } from "./rendered-article";

const calorieDeficit = builtInArticle("what-is-a-calorie-deficit");
const { id, title, excerpt, createdAt } = calorieDeficit;

const site = "http://localhost:5173";
const url = `${site}/articles/${id}`;

describe("articleMeta", () => {
  test("a prerendered article has its own title, description, dates and Article JSON-LD", () => {
    const rendered = renderArticle(calorieDeficit, (html) => html);
    const tags = articleMeta(id, rendered);
    expect(tags).toContainEqual({ title: `${title} | Fast & Fuel` });
    expect(tags).toContainEqual({ name: "description", content: excerpt });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ property: "article:published_time", content: createdAt.toISOString() });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: url });
    expect(tags).toContainEqual({ property: "og:image", content: `${site}/share/articles/${id}.png` });
    const jsonLd = tags.find((tag) => "script:ld+json" in tag);
    expect(jsonLd && "script:ld+json" in jsonLd ? jsonLd["script:ld+json"] : null).toMatchObject({
      "@type": "Article",
      headline: title,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
  });

  test("while an article is read in the browser, generic tags, without JSON-LD", () => {
    const tags = articleMeta("some-slug", undefined);
    expect(tags).toContainEqual({ title: "Article | Fast & Fuel" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site}/articles/some-slug` });
    expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false);
  });

  test("a slug with no article gets a not-found title", () => {
    expect(articleMeta("no-such-slug", null)).toContainEqual({ title: "Article not found | Fast & Fuel" });
  });
});
