// @vitest-environment node
import { describe, expect, test } from "vitest";
import { issueLines } from "../schema/fields";
import { articleRecordSchema, documentLimits, productRecordSchema } from "./document-schema";
import { feedBreakerReason, feedBreakers, refusedCharacters } from "./refused-text-fixtures";

// What the owner reads on the upload page, field by field, before anything is
// sent: the rules refuse the same records, so the preview never promises an
// upload the database would turn down.

const record = {
  id: "salt-and-water",
  title: "Salt & water",
  excerpt: "Why electrolytes matter.\nAnd when to take them.",
  content: "<p>Body.</p>\n<p>More.</p>",
  author: "Fast & Fuel",
  createdAt: "2026-01-05",
  tags: ["electrolytes", "fasting"],
  productTags: ["electrolytes"],
  keyTakeaways: [{ text: "Drink water.", evidence: "strong" }, "A plain line."],
  bannerImageAlt: "",
};

const { article } = documentLimits;

function problems(data: unknown): string[] {
  const result = articleRecordSchema.safeParse(data);
  return result.success ? [] : issueLines(result.error);
}

describe("an article of an upload file", () => {
  test("a record within every limit passes, line breaks in its excerpt and body included", () => {
    expect(problems(record)).toEqual([]);
  });

  test.each(feedBreakers)(
    '"]]>" in the %s would break out of the feed: refused, saying why',
    (field, value) => {
      expect(problems({ ...record, [field]: value })).toEqual([`${field} ${feedBreakerReason}`]);
    },
  );

  test.each(refusedCharacters)("a %s holding %j is refused, naming the character", (field, value, reason) => {
    expect(problems({ ...record, [field]: value })).toEqual([`${field} contains ${reason}`]);
  });

  test("an id longer than a page address may be is refused", () => {
    const id = `a-${"b".repeat(article.id - 1)}`;
    expect(problems({ ...record, id })).toEqual([
      `id ${JSON.stringify(id)} is ${article.id + 1} characters; an article id may have ${article.id}`,
    ]);
    expect(problems({ ...record, id: "b".repeat(article.id) })).toEqual([]);
  });

  test("each tag, product tag and key takeaway has its own length limit", () => {
    const longTag = "t".repeat(article.tag + 1);
    expect(problems({ ...record, tags: ["fasting", longTag] })).toEqual([
      `tags[1] "${longTag}" is ${article.tag + 1} characters; the limit for a tag is ${article.tag}`,
    ]);
    expect(problems({ ...record, productTags: [longTag] })).toEqual([
      `productTags[0] "${longTag}" is ${article.tag + 1} characters; the limit for a tag is ${article.tag}`,
    ]);
    expect(problems({ ...record, tags: ["t".repeat(article.tag)] })).toEqual([]);
    const longLine = "x".repeat(article.keyTakeaway + 1);
    const tooLong = `is ${article.keyTakeaway + 1} characters; the limit is ${article.keyTakeaway}`;
    expect(problems({ ...record, keyTakeaways: [{ text: longLine, evidence: "strong" }] })).toEqual([
      `keyTakeaways[0].text ${tooLong}`,
    ]);
    expect(problems({ ...record, keyTakeaways: [longLine] })).toEqual([`keyTakeaways[0] ${tooLong}`]);
    expect(problems({ ...record, keyTakeaways: ["x".repeat(article.keyTakeaway)] })).toEqual([]);
  });

  test.each([
    ["a tag", { tags: ["gut]]>health"] }, `tags[0] contains "]]>"`],
    [
      "a product tag",
      { productTags: ["sle\u0000ep"] },
      "productTags[0] contains an invisible control character (U+0000)",
    ],
    [
      "a key takeaway",
      { keyTakeaways: [{ text: "Drink\u2028water.", evidence: "strong" }] },
      "keyTakeaways[0].text contains a line break (U+2028)",
    ],
  ])("%s with a character no line may hold is refused", (_name, fields, reason) => {
    expect(problems({ ...record, ...fields })).toEqual([expect.stringContaining(reason)]);
  });
});

describe("a product of an upload file", () => {
  const product = {
    id: "drops",
    name: "Drops",
    description: "Unsweetened.",
    link: "https://www.amazon.com/s?k=drops",
    tags: ["electrolytes"],
  };

  test("its tags have the same per-tag limit as an article's", () => {
    expect(productRecordSchema.safeParse(product).success).toBe(true);
    const result = productRecordSchema.safeParse({ ...product, tags: ["t".repeat(article.tag + 1)] });
    expect(result.success).toBe(false);
  });
});
