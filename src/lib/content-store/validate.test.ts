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
const longTag = "t".repeat(51);
const read = (fields: object, id = "t") => parseArticle(id, { ...validArticle, ...fields });
const refused = (reason: unknown) => ({ ok: false, reason });

test.each([
  ["a Firestore Timestamp", { toDate: () => new Date("2026-01-02T00:00:00Z") }, "2026-01-02T00:00:00.000Z"],
  ["seconds/nanoseconds", { seconds: 0, nanoseconds: 0 }, "1970-01-01T00:00:00.000Z"],
  ["a Date", new Date("2025-05-05T00:00:00Z"), "2025-05-05T00:00:00.000Z"],
  ["an ISO string", "2024-02-29T12:00:00Z", "2024-02-29T12:00:00.000Z"],
])("toDate reads %s", (_, value, iso) => {
  expect(toDate(value)?.toISOString()).toBe(iso);
});

test.each([null, undefined, 42, "not a date", {}])("toDate rejects %s", (value) => {
  expect(toDate(value)).toBeNull();
});

test("parseArticle turns a stored document into an Article with a Date and lowercase tags and product tags", () => {
  expect(read({})).toEqual({
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
])("parseArticle rejects a document with %s, with the reason", (_, data, reason) => {
  const parsed = parseArticle("t", data);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.reason).toMatch(reason);
});

// A stored document reaches the pages, the news feed and the next build: one
// the rules would refuse (written from the console, or before the rules
// checked it) is skipped with its reason instead of breaking them.
describe("what the rules refuse is refused on reading too", () => {
  test.each(feedBreakers)('"]]>" in the %s', (key, value) => {
    expect(read({ [key]: value })).toEqual(refused(`"${key}" ${feedBreakerReason}`));
  });

  test.each(refusedCharacters)("a control character in the %s (%j)", (key, value, reason) => {
    expect(read({ [key]: value })).toEqual(refused(`"${key}" contains ${reason}`));
  });

  // Each id the rules refuse: tests/unit/firestore-rules.test.ts (isArticleId).
  test("an id the rules refuse is skipped with the reason; one of 100 characters is fine", () => {
    expect(read({}, "Salt-and-water")).toEqual(
      refused("the id must be lowercase letters, digits and hyphens, at most 100 characters"),
    );
    expect(read({}, "x".repeat(100)).ok).toBe(true);
  });

  test.each([
    [{ tags: ["keto", longTag] }, `"tags" has a tag "${longTag}" that is 51 characters; the limit is 50`],
    [{ tags: [""] }, '"tags" has a tag "" that is empty'],
    [{ tags: ["gut]]>health"] }, '"tags" has a tag "gut]]>health" that contains "]]>"'],
    [{ productTags: ["sle\u0000ep"] }, '"productTags" has a tag "sle\\u0000ep" that contains an invisible'],
  ])("a tag the rules refuse: %j", (fields, reason) => {
    expect(read(fields)).toEqual(refused(expect.stringContaining(reason)));
    expect(read({ tags: ["t".repeat(50)] }).ok).toBe(true);
  });

  test.each([
    ["a takeaway of 201 characters", [{ text: "x".repeat(201), evidence: "strong" }]],
    ["a takeaway with a line break", [{ text: "One\ntwo", evidence: "strong" }]],
  ])("key takeaways with %s", (_name, keyTakeaways) => {
    expect(read({ keyTakeaways })).toEqual(refused(expect.stringMatching(/^"keyTakeaways" must be/)));
    expect(read({ keyTakeaways: [{ text: "x".repeat(200), evidence: "strong" }] }).ok).toBe(true);
  });

  // Which paths are on the site: isSitePath, in tests/unit/firestore-rules.test.ts.
  test("a banner outside the site is refused with the reason", () => {
    expect(read({ bannerImageUrl: "/\\evil.example/x.svg" })).toEqual(
      refused('"bannerImageUrl" must be a path on this site, like /images/articles/x.svg'),
    );
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

  test.each([
    [{}, {}],
    [{ isAdvisedAgainst: true }, { isAdvisedAgainst: true }],
    // `false` reads as an ordinary pick, without the field.
    [{ isAdvisedAgainst: false }, {}],
  ])("keeps every field, link included; isAdvisedAgainst only when true: %j", (fields, kept) => {
    expect(parseProduct("p", { ...valid, ...fields })).toEqual({
      ok: true,
      value: { id: "p", ...valid, ...kept },
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

  // A tag has an article's limit, and an image must be on the site.
  test.each([
    [{ tags: [longTag] }, `"tags" has a tag "${longTag}" that is 51 characters; the limit is 50`],
    [{ image: "/\\evil.example/x.svg" }, '"image" must be a path on this site, like /images/products/x.svg'],
    [{ isAdvisedAgainst: "true" }, '"isAdvisedAgainst" must be true or false'],
    [{ isAdvisedAgainst: null }, '"isAdvisedAgainst" must be true or false'],
  ])("rejects %j with the reason", (fields, reason) => {
    expect(parseProduct("p", { ...valid, ...fields })).toEqual(refused(reason));
  });
});
