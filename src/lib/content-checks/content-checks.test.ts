// @vitest-environment node
import { describe, expect, test } from "vitest";
import { checkDates, checkLinks, checkProductTags, checkSpelling } from "./content-checks";

const routes = new Set(["/", "/tools/fasting-schedule", "/diets/compare"]);
const articleIds = new Set(["sleep-and-weight-loss"]);

describe("checkLinks", () => {
  test("passes routes, articles, in-page anchors, queries and https links", () => {
    const links = [
      "/tools/fasting-schedule",
      "/tools/fasting-schedule/",
      "/diets/compare#table",
      "/articles/sleep-and-weight-loss",
      "/articles?tag=keto",
      "#fn-spiegel-2004",
      "https://doi.org/10.1/x",
      "mailto:corrections@example.org",
    ].map((url) => ({ file: "articles/a.md", url, where: "line 3" }));
    expect(checkLinks(links, new Set([...routes, "/articles"]), articleIds)).toEqual([]);
  });

  test.each([
    ["/tools/fasting-schedul", "goes to no page of the site"],
    ["/articles/no-such-article", "goes to no page of the site"],
    ["http://example.org", "must be a site path (/…) or an https:// URL"],
    ["//evil.example/x", "must be a site path (/…) or an https:// URL"],
    ["tools/macro-calculator", "must be a site path (/…) or an https:// URL"],
  ])("reports %s with the file and line", (url, message) => {
    expect(checkLinks([{ file: "articles/a.md", url, where: "line 12" }], routes, articleIds)).toEqual([
      `articles/a.md: line 12: link ${JSON.stringify(url)} ${message}`,
    ]);
  });
});

describe("checkProductTags", () => {
  const products = [
    { id: "magnesium", tags: ["magnesium", "sleep"] },
    { id: "listed-only", tags: [] },
  ];

  test("passes when every tag is matched and used; untagged products are fine", () => {
    expect(
      checkProductTags([{ file: "articles/a.md", productTags: ["sleep", "magnesium"] }], products),
    ).toEqual([]);
  });

  test("reports a productTags entry no product has", () => {
    expect(
      checkProductTags([{ file: "articles/a.md", productTags: ["sleep", "magnesium", "slepe"] }], products),
    ).toEqual(['articles/a.md: productTags[2] "slepe" matches no product']);
  });

  test("reports a product tag no article uses", () => {
    expect(checkProductTags([{ file: "articles/a.md", productTags: ["magnesium"] }], products)).toEqual([
      'products "magnesium": tags[1] "sleep" is used by no article\'s productTags',
    ]);
  });
});

describe("checkDates", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  test("passes past dates and a later update", () => {
    expect(
      checkDates(
        [{ file: "a.md", createdAt: new Date("2026-01-01"), updatedAt: new Date("2026-11-23") }],
        now,
      ),
    ).toEqual([]);
  });

  test("reports dates in the future and an update before publication", () => {
    expect(
      checkDates(
        [
          { file: "a.md", createdAt: new Date("2026-12-01") },
          { file: "b.md", createdAt: new Date("2026-05-01"), updatedAt: new Date("2026-04-01") },
          { file: "c.md", createdAt: new Date("2026-05-01"), updatedAt: new Date("2027-01-01") },
        ],
        now,
      ),
    ).toEqual([
      "a.md: createdAt 2026-12-01 is in the future",
      "b.md: updatedAt 2026-04-01 is before createdAt 2026-05-01",
      "c.md: updatedAt 2027-01-01 is in the future",
    ]);
  });
});

describe("checkSpelling", () => {
  test("passes US spellings, and words that only look British", () => {
    const text =
      "Fiber, color, flavor, randomized, optimize, analyze, analyses of yogurt, 5 percent, whole-wheat, canned, emphasis, surprise.";
    expect(checkSpelling([{ file: "a.md", where: "body", text }])).toEqual([]);
  });

  test.each([
    ["Eat more fibre.", "fibre", "fiber"],
    ["The trial was randomised.", "randomised", "-ize / -ization"],
    ["Plain yoghurt", "yoghurt", "yogurt"],
    ["about 30 per cent lower", "per cent", "percent"],
    ["Aubergine and courgette", "Aubergine", "eggplant"],
  ])("reports %j", (text, found, us) => {
    expect(checkSpelling([{ file: "a.md", where: "body", text }])).toContain(
      `a.md: body: UK spelling "${found}" (use ${us})`,
    );
  });
});
