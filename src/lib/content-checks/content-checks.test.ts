// @vitest-environment node
import { describe, expect, test } from "vitest";
import {
  checkCopiedPassages,
  checkDates,
  checkLinks,
  checkProductTags,
  checkSpelling,
  MAX_SHARED_PASSAGES,
} from "./content-checks";

const routes = new Set(["/", "/tools/fasting-schedule", "/diets/compare"]);
const articleIds = new Set(["sleep-and-weight-loss"]);
const text = (file: string, value: string, where = "body") => ({ file, where, text: value });

test("checkLinks passes routes, articles, in-page anchors, queries and https links", () => {
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
])("checkLinks reports %s with the file and line", (url, message) => {
  expect(checkLinks([{ file: "articles/a.md", url, where: "line 12" }], routes, articleIds)).toEqual([
    `articles/a.md: line 12: link ${JSON.stringify(url)} ${message}`,
  ]);
});

test.each([
  [["sleep", "magnesium"], []],
  [["sleep", "magnesium", "slepe"], ['articles/a.md: productTags[2] "slepe" matches no product']],
  [["magnesium"], ['products "magnesium": tags[1] "sleep" is used by no article\'s productTags']],
])("checkProductTags: an article's productTags %j give %j", (productTags, problems) => {
  const products = [
    { id: "magnesium", tags: ["magnesium", "sleep"] },
    { id: "listed-only", tags: [] }, // an untagged product is fine
  ];
  expect(checkProductTags([{ file: "articles/a.md", productTags }], products)).toEqual(problems);
});

test("checkDates passes past dates and a later update, and reports future dates and an update before publication", () => {
  const dated = [
    { file: "ok.md", createdAt: new Date("2026-01-01"), updatedAt: new Date("2026-11-23") },
    { file: "a.md", createdAt: new Date("2026-12-01") },
    { file: "b.md", createdAt: new Date("2026-05-01"), updatedAt: new Date("2026-04-01") },
    { file: "c.md", createdAt: new Date("2026-05-01"), updatedAt: new Date("2027-01-01") },
  ];
  expect(checkDates(dated, new Date("2026-11-23T12:00:00Z"))).toEqual([
    "a.md: createdAt 2026-12-01 is in the future",
    "b.md: updatedAt 2026-04-01 is before createdAt 2026-05-01",
    "c.md: updatedAt 2027-01-01 is in the future",
  ]);
});

test("checkSpelling passes US spellings, and words that only look British", () => {
  const words =
    "Fiber, color, flavor, randomized, optimize, analyze, analyses of yogurt, 5 percent, whole-wheat, canned, emphasis, surprise.";
  expect(checkSpelling([text("a.md", words)])).toEqual([]);
});

test.each([
  ["Eat more fibre.", "fibre", "fiber"],
  ["The trial was randomised.", "randomised", "-ize / -ization"],
  ["about 30 per cent lower", "per cent", "percent"],
  ["Aubergine and courgette", "Aubergine", "eggplant"],
])("checkSpelling reports %j", (words, found, us) => {
  expect(checkSpelling([text("a.md", words)])).toContain(`a.md: body: UK spelling "${found}" (use ${us})`);
});

describe("checkCopiedPassages", () => {
  // A paragraph of 33 words: 26 runs of eight.
  const paragraph =
    "Diabetic ketoacidosis is a medical emergency in which ketones build up fast because the body has too little insulin, and it needs treatment in hospital the same day without any delay at all.";

  test("a paragraph copied into a second file is reported with both files and an example", () => {
    const problems = checkCopiedPassages([
      text("articles/keto-basics.md", `Net carbs explained. ${paragraph}`),
      text("diets/ketogenic-diet.ts", `${paragraph} More on keto.`),
    ]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^articles\/keto-basics\.md: shares 26 identical 8-word passages with diets\/ketogenic-diet\.ts \(at most \d+\), e\.g\. "diabetic ketoacidosis is a medical emergency in which"/,
      ),
    ]);
  });

  test("case, punctuation and curly quotes do not hide a copy; a file's texts count together", () => {
    const shouted = paragraph.toUpperCase().replace(/,/g, ";");
    const [first, second] = [paragraph.slice(0, 90), paragraph.slice(90)];
    const files = [text("a.md", shouted), text("b.ts", first, "intro"), text("b.ts", second, "safety")];
    expect(checkCopiedPassages(files)).toHaveLength(1);
  });

  test(`up to ${MAX_SHARED_PASSAGES} shared passages pass: common phrases are not copies`, () => {
    // Eleven shared words: four runs of eight.
    const phrase = "talk to your doctor before you start fasting if you take";
    const files = [text("a.md", `First. ${phrase} insulin.`), text("b.md", `Second. ${phrase} pills.`)];
    expect(checkCopiedPassages(files)).toEqual([]);
  });

  test("passages of the safety lines repeated on purpose do not count; a file never matches itself", () => {
    const files = [text("a.md", paragraph), text("b.md", paragraph), text("a.md", paragraph)];
    expect(checkCopiedPassages(files, [paragraph])).toEqual([]);
    expect(checkCopiedPassages([text("a.md", paragraph), text("a.md", paragraph)])).toEqual([]);
  });
});
