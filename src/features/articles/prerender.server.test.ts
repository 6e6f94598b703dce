import { describe, expect, test } from "vitest";
import { builtInArticles } from "~/content/articles";
import { prerenderArticle } from "./prerender.server";

describe("prerenderArticle (built-in mode)", () => {
  test("returns each built-in article with its body sanitised and its reading time", async () => {
    for (const article of builtInArticles) {
      const rendered = await prerenderArticle(article.id);
      expect(rendered?.article).toBe(article);
      expect(rendered?.html).toMatch(/<p>/);
      expect(rendered?.minutes).toBeGreaterThanOrEqual(1);
    }
  });

  test("returns null for a slug that is not built in", async () => {
    expect(await prerenderArticle("no-such-article")).toBeNull();
  });
});
