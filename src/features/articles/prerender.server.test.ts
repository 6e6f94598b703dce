import { describe, expect, test } from "vitest";
import { builtInArticles } from "~/content/articles";
import { prerenderBuiltInArticle } from "./prerender.server";

describe("prerenderBuiltInArticle", () => {
  test("returns each built-in article with its body sanitised and its reading time", () => {
    for (const article of builtInArticles) {
      const rendered = prerenderBuiltInArticle(article.id);
      expect(rendered?.article).toBe(article);
      expect(rendered?.html).toMatch(/<p>/);
      expect(rendered?.minutes).toBeGreaterThanOrEqual(1);
    }
  });

  test("external links in the prerendered body open safely in a new tab", () => {
    const rendered = prerenderBuiltInArticle("10-benefits-of-fasting");
    const template = document.createElement("template");
    template.innerHTML = rendered?.html ?? "";
    const external = [...template.content.querySelectorAll("a[href^='https://']")];
    expect(external.length).toBeGreaterThan(0);
    for (const link of external) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  test("returns null for a slug that is not built in", () => {
    expect(prerenderBuiltInArticle("no-such-article")).toBeNull();
  });
});
