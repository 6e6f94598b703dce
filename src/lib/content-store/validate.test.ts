// @vitest-environment node
import { describe, expect, test } from "vitest";
import { feedBreakerReason, feedBreakers, refusedCharacters } from "./refused-text-fixtures";
import { parseArticle, parseProduct, toDate } from "./validate";

// Line breaks and tabs are fine where text may run over several lines.
const validArticle = {
  title: "T",
  excerpt: "One.\nTwo.",
  content: "<p>a</p>\r\n\t<p>b</p>",
  author: "A",
  createdAt: { seconds: 1_700_000_000, nanoseconds: 0 },
  tags: ["Fasting", "keto"],
  productTags: ["Joints", "GUT health"],
  slug: "t",
};

describe("toDate", () => {
  test.each([
    ["a Firestore Timestamp", { toDate: () => new Date("2026-01-02T00:00:00Z") }, "2026-01-02T00:00:00.000Z"],
    ["seconds/nanoseconds", { seconds: 0, nanoseconds: 0 }, "1970-01-01T00:00:00.000Z"],
    ["a Date", new Date("2025-05-05T00:00:00Z"), "2025-05-05T00:00:00.000Z"],
    ["an ISO string", "2024-02-29T12:00:00Z", "2024-02-29T12:00:00.000Z"],
  ])("reads %s", (_, value, iso) => {
    expect(toDate(value)?.toISOString()).toBe(iso);
  });

  test.each([null, undefined, 42, "not a date", {}])("rejects %s", (value) => {
    expect(toDate(value)).toBeNull();
  });
});

describe("parseArticle", () => {
  test("turns a stored document into an Article with a Date and lowercase tags and product tags", () => {
    const parsed = parseArticle("t", validArticle);
    expect(parsed).toEqual({
      ok: true,
      value: {
        id: "t",
        title: "T",
        excerpt: "One.\nTwo.",
        content: "<p>a</p>\r\n\t<p>b</p>",
        author: "A",
        createdAt: new Date(1_700_000_000_000),
        tags: ["fasting", "keto"],
        productTags: ["joints", "gut health"],
      },
    });
  });

  test.each([
    ["a missing title", { ...validArticle, title: undefined }, /"title"/],
    ["an empty body", { ...validArticle, content: "  " }, /"content"/],
    ["tags that are not strings", { ...validArticle, tags: [1, 2] }, /"tags"/],
    ["a bad date", { ...validArticle, createdAt: "yesterday" }, /"createdAt"/],
    ["productTags that are not a list", { ...validArticle, productTags: "joints" }, /"productTags"/],
    ["a non-object", "oops", /not an object/],
  ])("rejects a document with %s, with the reason", (_, data, reason) => {
    const parsed = parseArticle("t", data);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });
});

// A stored document reaches the pages, the news feed and the next build: one
// the rules would refuse (written from the console, or before the rules
// checked it) is skipped with its reason instead of breaking them.
describe("what the rules refuse is refused on reading too", () => {
  test.each(feedBreakers)('"]]>" in the %s', (key, value) => {
    expect(parseArticle("t", { ...validArticle, [key]: value })).toEqual({
      ok: false,
      reason: `"${key}" ${feedBreakerReason}`,
    });
  });

  test.each(refusedCharacters)("a control character in the %s (%j)", (key, value, reason) => {
    expect(parseArticle("t", { ...validArticle, [key]: value })).toEqual({
      ok: false,
      reason: `"${key}" contains ${reason}`,
    });
  });

  // Each id the rules refuse: tests/unit/firestore-rules.test.ts (isArticleId).
  test("an id the rules refuse is skipped with the reason; one of 100 characters is fine", () => {
    expect(parseArticle("Salt-and-water", validArticle)).toEqual({
      ok: false,
      reason: "the id must be lowercase letters, digits and hyphens, at most 100 characters",
    });
    expect(parseArticle("x".repeat(100), validArticle).ok).toBe(true);
  });

  test.each([
    [
      { tags: ["keto", "t".repeat(51)] },
      `"tags" has a tag "${"t".repeat(51)}" that is 51 characters; the limit is 50`,
    ],
    [{ tags: [""] }, '"tags" has a tag "" that is empty'],
    [{ tags: ["gut]]>health"] }, '"tags" has a tag "gut]]>health" that contains "]]>"'],
    [{ productTags: ["sle\u0000ep"] }, '"productTags" has a tag "sle\\u0000ep" that contains an invisible'],
  ])("a tag the rules refuse: %j", (fields, reason) => {
    const parsed = parseArticle("t", { ...validArticle, ...fields });
    expect(parsed).toEqual({ ok: false, reason: expect.stringContaining(reason) as unknown });
    expect(parseArticle("t", { ...validArticle, tags: ["t".repeat(50)] }).ok).toBe(true);
  });

  test.each([
    ["a takeaway of 201 characters", [{ text: "x".repeat(201), evidence: "strong" }]],
    ["a takeaway with a line break", [{ text: "One\ntwo", evidence: "strong" }]],
  ])("key takeaways with %s", (_name, keyTakeaways) => {
    const parsed = parseArticle("t", { ...validArticle, keyTakeaways });
    expect(parsed).toEqual({
      ok: false,
      reason: expect.stringMatching(/^"keyTakeaways" must be/) as unknown,
    });
    const atLimit = [{ text: "x".repeat(200), evidence: "strong" }];
    expect(parseArticle("t", { ...validArticle, keyTakeaways: atLimit }).ok).toBe(true);
  });

  // Which paths are on the site: isSitePath, in tests/unit/firestore-rules.test.ts.
  test("a banner outside the site is refused with the reason", () => {
    expect(parseArticle("t", { ...validArticle, bannerImageUrl: "/\\evil.example/x.svg" })).toEqual({
      ok: false,
      reason: '"bannerImageUrl" must be a path on this site, like /images/articles/x.svg',
    });
  });
});

describe("parseProduct", () => {
  const valid = {
    name: "N",
    description: "D",
    link: "https://www.amazon.com/s?k=x",
    tags: ["joints"],
    image: "/x.svg",
  };

  test("keeps every field, link included; isAdvisedAgainst only when true", () => {
    expect(parseProduct("p", valid)).toEqual({ ok: true, value: { id: "p", ...valid } });
    expect(parseProduct("p", { ...valid, isAdvisedAgainst: true })).toEqual({
      ok: true,
      value: { id: "p", ...valid, isAdvisedAgainst: true },
    });
    // `false` reads as an ordinary pick, without the field.
    expect(parseProduct("p", { ...valid, isAdvisedAgainst: false })).toEqual({
      ok: true,
      value: { id: "p", ...valid },
    });
  });

  test.each([
    ["a javascript: link", { ...valid, link: "javascript:alert(1)" }],
    ["an http link", { ...valid, link: "http://example.com" }],
    ["no link", { ...valid, link: undefined }],
    ["no link, even when advised against", { ...valid, link: undefined, isAdvisedAgainst: true }],
    ["tags missing", { ...valid, tags: undefined }],
  ])("rejects %s", (_, data) => {
    expect(parseProduct("p", data).ok).toBe(false);
  });

  test("a tag has an article's limit, and an image must be on the site, with the reason", () => {
    expect(parseProduct("p", { ...valid, tags: ["t".repeat(51)] })).toEqual({
      ok: false,
      reason: `"tags" has a tag "${"t".repeat(51)}" that is 51 characters; the limit is 50`,
    });
    expect(parseProduct("p", { ...valid, image: "/\\evil.example/x.svg" })).toEqual({
      ok: false,
      reason: '"image" must be a path on this site, like /images/products/x.svg',
    });
  });

  test.each(["true", null])("rejects isAdvisedAgainst %j with the reason", (value) => {
    expect(parseProduct("p", { ...valid, isAdvisedAgainst: value })).toEqual({
      ok: false,
      reason: '"isAdvisedAgainst" must be true or false',
    });
  });
});
