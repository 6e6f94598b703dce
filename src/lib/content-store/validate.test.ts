// @vitest-environment node
import { describe, expect, test } from "vitest";
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

describe("site paths and tag case", () => {
  test("product tags are lowercased like tags", () => {
    const parsed = parseArticle("t", { ...validArticle, productTags: ["Joints", "GUT health"] });
    expect(parsed.ok && parsed.value.productTags).toEqual(["joints", "gut health"]);
  });

  test.each(["/\\evil.example/x.svg", "//evil.example/x.svg", "https://evil.example/x.svg", "/x\n.svg"])(
    "a banner or product image outside the site (%j) is refused with the reason",
    (url) => {
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
    },
  );
});

describe("parseProduct", () => {
  const valid = {
    name: "N",
    description: "D",
    link: "https://www.amazon.com/s?k=x",
    tags: ["joints"],
    image: "/x.svg",
  };

  test("keeps every field, link included", () => {
    expect(parseProduct("p", valid)).toEqual({ ok: true, value: { id: "p", ...valid } });
  });

  test("keeps a product marked as advised against, link included", () => {
    expect(parseProduct("p", { ...valid, isAdvisedAgainst: true })).toEqual({
      ok: true,
      value: { id: "p", ...valid, isAdvisedAgainst: true },
    });
  });

  test("reads isAdvisedAgainst false as an ordinary pick, without the field", () => {
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

  test.each(["true", 1, null, ["yes"]])("rejects isAdvisedAgainst %j with the reason", (value) => {
    expect(parseProduct("p", { ...valid, isAdvisedAgainst: value })).toEqual({
      ok: false,
      reason: '"isAdvisedAgainst" must be true or false',
    });
  });
});
