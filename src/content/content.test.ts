// @vitest-environment node
import { existsSync } from "node:fs";
import { expect, test } from "vitest";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { toolCards } from "~/config/tools";
import { loadArticles } from "~/lib/article-source/load-articles";
import {
  checkCopiedPassages,
  checkDates,
  checkLinks,
  checkProductTags,
  checkSpelling,
  type ContentLink,
  type ContentText,
} from "~/lib/content-checks/content-checks";
import { about } from "./about";
import { builtInArticles } from "./articles";
import { loadAllDietGuides } from "./diets";
import { editorialStandards } from "./editorial-standards";
import { fastingPhases, longFastCaution } from "./fasting-phases";
import { groceryLists } from "./grocery-lists";
import { healthNote } from "./health-note";
import { home } from "./home";
import { mealIdeas } from "./meal-ideas";
import { quickAnswers } from "./quick-answers";
import { builtInProducts } from "./products";
import { whileFastingItems } from "./while-fasting";
import { siteCorrections } from "./site-corrections";
import { testimonials, testimonialsNote } from "./testimonials";

// The site's own content against the checks of src/lib/content-checks (each
// check proves it can fail in its own tests). A failure lists "file: what is
// wrong" lines.

const articles = loadArticles();
const guides = await loadAllDietGuides();
const articleIds = new Set(articles.map(({ document }) => document.id));
const fileOf = (id: string) => `articles/${id}.md`;

/** Every URL the site answers: the strings of config/paths.ts and the tools' pages. */
function siteRoutes(): Set<string> {
  const found = new Set<string>(toolCards.map((tool) => tool.link));
  const walk = (value: unknown) => {
    if (typeof value === "string") found.add(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(paths);
  return found;
}

/** Every string in a value, with where it was found; the guides' citations are quoted titles. */
function textsOf(file: string, value: unknown, skip: ReadonlySet<string> = new Set()): ContentText[] {
  const texts: ContentText[] = [];
  const walk = (node: unknown, where: string) => {
    if (typeof node === "string") texts.push({ file, where, text: node });
    else if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (node && typeof node === "object") {
      for (const [key, child] of Object.entries(node))
        if (!skip.has(key)) walk(child, where ? `${where}.${key}` : key);
    }
  };
  walk(value, "");
  return texts;
}

/** The site's own words, file by file: citations (sources) left out. */
function siteTexts(): ContentText[] {
  return [
    ...articles.flatMap(({ document, prose }) => [
      ...textsOf(fileOf(document.id), {
        title: document.title,
        excerpt: document.excerpt,
        keyTakeaways: (document.keyTakeaways ?? []).map(({ text }) => text),
      }),
      { file: fileOf(document.id), where: "body", text: prose },
    ]),
    ...guides.flatMap((guide) => textsOf(`diets/${guide.slug}.ts`, guide, new Set(["sources"]))),
    ...textsOf("quick-answers.ts", quickAnswers, new Set(["sources", "id"])),
    ...textsOf("while-fasting/index.ts", whileFastingItems, new Set(["sources", "id", "more", "sourcedAt"])),
    ...textsOf("home.ts", home),
    ...textsOf("about.ts", about),
    ...textsOf("products.ts", builtInProducts),
    ...textsOf("testimonials.ts", { testimonials, testimonialsNote }),
    ...textsOf("meal-ideas.ts", mealIdeas),
    ...textsOf("grocery-lists.ts", groceryLists),
    ...textsOf("editorial-standards.ts", editorialStandards),
    ...textsOf("health-note.ts", healthNote),
    ...textsOf("fasting-phases.ts", { fastingPhases, longFastCaution }),
    ...textsOf("config/tools.ts", toolCards),
    ...textsOf("config/site.ts", site),
  ];
}

test("the built-in articles are exactly the article files, compiled", () => {
  expect(builtInArticles.map((article) => article.id).sort()).toEqual([...articleIds].sort());
});

test("every internal link in an article or diet guide reaches a page; other links are https", () => {
  const link = (file: string, url: string, where: string): ContentLink => ({ file, url, where });
  const links = [
    ...articles.flatMap(({ document, links: found }) =>
      found.map(({ url, line }) => link(fileOf(document.id), url, `line ${line}`)),
    ),
    ...guides.flatMap(({ slug, relatedTools, sources }) => [
      ...relatedTools.map((tool, i) => link(`diets/${slug}.ts`, tool.to, `relatedTools[${i}].to`)),
      ...sources.flatMap((source, i) =>
        source.url ? [link(`diets/${slug}.ts`, source.url, `sources[${i}].url`)] : [],
      ),
    ]),
    ...fastingPhases.map((phase, i) =>
      link("fasting-phases.ts", phase.link.to, `fastingPhases[${i}].link.to`),
    ),
    ...whileFastingItems.flatMap((item) =>
      [item.more, ...(item.sourcedAt ? [item.sourcedAt] : [])].map(({ href }) =>
        link("while-fasting/index.ts", href, item.id),
      ),
    ),
    // The corrections page links each corrected page.
    ...siteCorrections.map((fix, i) => link("site-corrections.ts", fix.path, `siteCorrections[${i}].path`)),
  ];
  expect(links.length).toBeGreaterThan(20);
  expect(checkLinks(links, siteRoutes(), articleIds)).toEqual([]);
});

test("every article has its own illustration, a file of the site named after it", () => {
  const problems = builtInArticles.flatMap(({ id, bannerImageUrl }) => {
    const expected = `/images/articles/${id}.svg`;
    if (bannerImageUrl !== expected) return [`${fileOf(id)}: bannerImage.url should be ${expected}`];
    return existsSync(new URL(`../../public${expected}`, import.meta.url))
      ? []
      : [`${fileOf(id)}: public${expected} does not exist`];
  });
  expect(problems).toEqual([]);
});

test("every productTags entry matches a product, and every product tag is used", () => {
  const tagged = articles.map(({ document: { id, productTags = [] } }) => ({
    file: fileOf(id),
    productTags,
  }));
  expect(checkProductTags(tagged, builtInProducts)).toEqual([]);
});

test("no article is dated in the future or updated before it was published", () => {
  const dated = builtInArticles.map((article) => ({ ...article, file: fileOf(article.id) }));
  expect(checkDates(dated, new Date())).toEqual([]);
});

test("one spelling convention, US English, everywhere (cited titles excepted)", () => {
  expect(checkSpelling(siteTexts())).toEqual([]);
});

test("an article's ask-your-doctor line is the site's one list of who should not fast, word for word", () => {
  const asking = articles.filter(({ prose }) => /talk to your doctor first/i.test(prose));
  expect(asking.length).toBeGreaterThan(20);
  const drifted = asking.filter(({ prose }) => !prose.includes(healthNote.askFirst));
  expect(drifted.map(({ document }) => fileOf(document.id))).toEqual([]);
});

test("no passage is kept in two places: files share only a few identical 8-word runs", () => {
  // The safety lines are repeated on purpose, so every page that promotes
  // fasting says who should not fast in the same words; citations are left out.
  const fastingGuide = guides.find((guide) => guide.slug === "intermittent-fasting");
  const safety = [healthNote.text, healthNote.askFirst, ...(fastingGuide?.safety?.points ?? [])];
  expect(safety.length).toBeGreaterThan(3);
  expect(checkCopiedPassages(siteTexts(), safety)).toEqual([]);
});
