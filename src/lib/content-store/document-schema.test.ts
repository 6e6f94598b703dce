// @vitest-environment node
import { expect, test } from "vitest";
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
const longId = `a-${"b".repeat(article.id - 1)}`;
const longTag = "t".repeat(article.tag + 1);
const longLine = "x".repeat(article.keyTakeaway + 1);
const tagTooLong = `is ${article.tag + 1} characters; the limit for a tag is ${article.tag}`;
const lineTooLong = `is ${article.keyTakeaway + 1} characters; the limit is ${article.keyTakeaway}`;

function problems(data: unknown): string[] {
  const result = articleRecordSchema.safeParse(data);
  return result.success ? [] : issueLines(result.error);
}

test("an upload file's article within every limit passes, line breaks in its excerpt and body included", () => {
  expect(problems(record)).toEqual([]);
});

test.each(feedBreakers)('"]]>" in the %s would break the feed: refused, saying why', (field, value) => {
  expect(problems({ ...record, [field]: value })).toEqual([`${field} ${feedBreakerReason}`]);
});

test.each(refusedCharacters)("a %s holding %j is refused, naming the character", (field, value, reason) => {
  expect(problems({ ...record, [field]: value })).toEqual([`${field} contains ${reason}`]);
});

// The id may be as long as a page address may be.
test.each([
  [{ id: longId }, [`id "${longId}" is ${article.id + 1} characters; an article id may have ${article.id}`]],
  [{ id: "b".repeat(article.id) }, []],
  [{ tags: ["fasting", longTag] }, [`tags[1] "${longTag}" ${tagTooLong}`]],
  [{ productTags: [longTag] }, [`productTags[0] "${longTag}" ${tagTooLong}`]],
  [{ tags: ["t".repeat(article.tag)] }, []],
  [{ keyTakeaways: [{ text: longLine, evidence: "strong" }] }, [`keyTakeaways[0].text ${lineTooLong}`]],
  [{ keyTakeaways: [longLine] }, [`keyTakeaways[0] ${lineTooLong}`]],
  [{ keyTakeaways: ["x".repeat(article.keyTakeaway)] }, []],
  // A tag or a key takeaway, like every line, holds no character no line may hold.
  [{ tags: ["gut]]>health"] }, [`tags[0] ${feedBreakerReason}`]],
  [
    { productTags: ["sle\u0000ep"] },
    ["productTags[0] contains an invisible control character (U+0000); remove it"],
  ],
  [
    { keyTakeaways: [{ text: "Drink\u2028water.", evidence: "strong" }] },
    ["keyTakeaways[0].text contains a line break (U+2028); keep it on one line"],
  ],
])("an article's id, each tag, product tag and key takeaway has its limits: %j", (fields, expected) => {
  expect(problems({ ...record, ...fields })).toEqual(expected);
});

test("a product of an upload file has the same per-tag limit as an article", () => {
  const product = {
    id: "drops",
    name: "Drops",
    description: "Unsweetened.",
    link: "https://www.amazon.com/s?k=drops",
    tags: ["electrolytes"],
  };
  expect(productRecordSchema.safeParse(product).success).toBe(true);
  expect(productRecordSchema.safeParse({ ...product, tags: [longTag] }).success).toBe(false);
});
