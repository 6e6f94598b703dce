// @vitest-environment node
import { describe, expect, it } from "vitest";
import { documentLimits, productRecordSchema } from "~/lib/content-store/document-schema";
import rules from "../../firestore.rules?raw";

/**
 * The developer page checks an upload file against `documentLimits` before
 * anything is sent; `firestore.rules` enforce the same numbers on the way in.
 * These checks read each limit back out of the rules, so changing one side
 * alone fails here instead of letting a previewed-as-valid upload be refused.
 */

const { article, product } = documentLimits;

describe("upload limits match firestore.rules", () => {
  it.each([
    ["article title", `isText(data.title, ${article.title})`],
    ["article excerpt", `isText(data.excerpt, ${article.excerpt})`],
    ["article author", `isText(data.author, ${article.author})`],
    ["article content", `isText(data.content, ${article.content.toString()})`],
    ["banner alt text", `data.bannerImageAlt.size() <= ${article.bannerImageAlt}`],
    ["key takeaways", `data.keyTakeaways.size() <= ${article.keyTakeaways}`],
    ["revisions", `data.revisions.size() <= ${article.revisions}`],
    ["product name", `isText(data.name, ${product.name})`],
    ["product description", `isText(data.description, ${product.description})`],
    ["product link", `isText(data.link, ${product.link})`],
  ])("%s", (_, ruleText) => {
    expect(rules).toContain(ruleText);
  });

  it("tag lists and image paths", () => {
    expect(article.tags).toBe(product.tags);
    expect(rules).toContain(`items is list && items.size() <= ${article.tags}`);
    expect(article.url).toBe(product.url);
    expect(rules).toContain(`isText(url, ${article.url})`);
  });
});

describe("upload fields match firestore.rules", () => {
  // A field the file may carry but the rules refuse would pass the preview and fail the write.
  it("every product field of an upload file (but the id) is a key the rules allow", () => {
    const allowed = /function isValidProduct\(\)[\s\S]*?hasOnly\(\[([^\]]*)\]\)/.exec(rules)?.[1] ?? "";
    const ruleKeys = [...allowed.matchAll(/'([^']+)'/g)].map(([, key]) => key);
    const fileKeys = Object.keys(productRecordSchema.shape).filter((key) => key !== "id");
    expect(ruleKeys.sort()).toEqual(fileKeys.sort());
  });

  it("a product's isAdvisedAgainst must be a boolean in the rules", () => {
    expect(rules).toContain("(!('isAdvisedAgainst' in data) || data.isAdvisedAgainst is bool)");
  });
});
