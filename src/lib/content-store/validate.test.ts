// @vitest-environment node
import { describe, expect, test } from "vitest";
import { feedBreakerReason, feedBreakers, refusedCharacters } from "./refused-text-fixtures";
import { parseArticle, parseProduct, toDate } from "./validate";

const validArticle = {
  title: "T",
  excerpt: "E",
  content: "<p>C</p>",
  author: "A",
  createdAt: { seconds: 1_700_000_000, nanoseconds: 0 },
  tags: ["Fasting", "keto"],
  productTags: ["joints"],
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
  test("turns a stored document into an Article with a Date and lowercase tags", () => {
    const parsed = parseArticle("t", validArticle);
    expect(parsed).toEqual({
      ok: true,
      value: {
        id: "t",
        title: "T",
        excerpt: "E",
        content: "<p>C</p>",
        author: "A",
        createdAt: new Date(1_700_000_000_000),
        tags: ["fasting", "keto"],
        productTags: ["joints"],
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

  test("line breaks and tabs in an excerpt or body are fine", () => {
    const parsed = parseArticle("t", {
      ...validArticle,
      excerpt: "One.\nTwo.",
      content: "<p>a</p>\r\n\t<p>b</p>",
    });
    expect(parsed.ok).toBe(true);
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
    ["a plain line of 201 characters", ["x".repeat(201)]],
    ["a takeaway with a line break", [{ text: "One\ntwo", evidence: "strong" }]],
    ["a takeaway with ]]>", ["One]]>"]],
  ])("key takeaways with %s", (_name, keyTakeaways) => {
    const parsed = parseArticle("t", { ...validArticle, keyTakeaways });
    expect(parsed).toEqual({
      ok: false,
      reason: expect.stringMatching(/^"keyTakeaways" must be/) as unknown,
    });
  });

  test("a takeaway of 200 characters is fine", () => {
    const parsed = parseArticle("t", {
      ...validArticle,
      keyTakeaways: [{ text: "x".repeat(200), evidence: "strong" }],
    });
    expect(parsed.ok).toBe(true);
  });

  test("a product's tags have the same limit", () => {
    const product = {
      name: "N",
      description: "D",
      link: "https://www.amazon.com/s?k=x",
      tags: ["t".repeat(51)],
    };
    expect(parseProduct("p", product)).toEqual({
      ok: false,
      reason: `"tags" has a tag "${"t".repeat(51)}" that is 51 characters; the limit is 50`,
    });
  });
});

describe("site paths and tag case", () => {
  test("product tags are lowercased like tags", () => {
    const parsed = parseArticle("t", { ...validArticle, productTags: ["Joints", "GUT health"] });
    expect(parsed.ok && parsed.value.productTags).toEqual(["joints", "gut health"]);
  });

  // Which paths are on the site: src/lib/site-path.test.ts.
  test("a banner or product image outside the site is refused with the reason", () => {
    const url = "/\\evil.example/x.svg";
    expect(parseArticle("t", { ...validArticle, bannerImageUrl: url })).toEqual({
      ok: false,
      reason: '"bannerImageUrl" must be a path on this site, like /images/articles/x.svg',
    });
    const product = {
      name: "N",
      description: "D",
      link: "https://www.amazon.com/s?k=x",
      tags: [],
      image: url,
    };
    expect(parseProduct("p", product)).toEqual({
      ok: false,
      reason: '"image" must be a path on this site, like /images/products/x.svg',
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

  test.each(["true", null])("rejects isAdvisedAgainst %j with the reason", (value) => {
    expect(parseProduct("p", { ...valid, isAdvisedAgainst: value })).toEqual({
      ok: false,
      reason: '"isAdvisedAgainst" must be true or false',
    });
  });
});
