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

  test("external links in the prerendered body open safely in a new tab", async () => {
    const rendered = await prerenderArticle("10-benefits-of-fasting");
    const template = document.createElement("template");
    template.innerHTML = rendered?.html ?? "";
    const external = [...template.content.querySelectorAll("a[href^='https://']")];
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  test("returns null for a slug that is not built in", async () => {
    expect(await prerenderArticle("no-such-article")).toBeNull();
  });
});
