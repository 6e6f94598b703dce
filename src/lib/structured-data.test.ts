// @vitest-environment node
import { describe, expect, test } from "vitest";
import { builtInArticle } from "~/test/content-fixtures";
import { env } from "./env";
import { articleJsonLd } from "./article-json-ld";
import type { JsonLd } from "./article-json-ld";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld";
import { faqPageJsonLd, organizationJsonLd, websiteJsonLd } from "./structured-data";

const calorieDeficit = builtInArticle("what-is-a-calorie-deficit");
const card = "http://localhost:5173/share/articles/what-is-a-calorie-deficit.png";

// What each type needs to be understood: schema.org's types with the
// properties search engines require for their rich results (Google's
// structured-data documentation for Article, Breadcrumb, FAQ, logo and the
// site's search box). An unknown type fails, so a new one is added here.
const required: Record<string, readonly string[]> = {
  Organization: ["name"],
  ImageObject: ["url"],
  WebSite: ["name", "url"],
  SearchAction: ["target", "query-input"],
  EntryPoint: ["urlTemplate"],
  Article: ["headline", "image", "datePublished", "author", "publisher"],
  Person: ["name"],
  WebPage: ["@id"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name", "item"],
  FAQPage: ["mainEntity"],
  Question: ["name", "acceptedAnswer"],
  Answer: ["text"],
};
const isUrl = (value: unknown) => typeof value === "string" && URL.canParse(value);

/** Every problem in a JSON-LD tree, as "Type.property: why". */
function problems(node: unknown, inside = ""): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => problems(item, inside));
  if (typeof node !== "object" || node === null) return [];
  const value = node as JsonLd;
  const type = typeof value["@type"] === "string" ? value["@type"] : undefined;
  const found: string[] = [];
  // A reference to a node described elsewhere ({ "@id" }) needs nothing more.
  if (type === undefined && !(Object.keys(value).length === 1 && "@id" in value)) {
    found.push(`${inside}: an object without @type`);
  }
  if (type !== undefined) {
    const needs = required[type];
    if (!needs) found.push(`${type}: not a type this site checks`);
    for (const property of needs ?? []) {
      if (value[property] === undefined || value[property] === "") found.push(`${type}.${property}: missing`);
    }
    // The site's own organisation (the one with an @id) is a publisher: a logo and home page.
    if (type === "Organization" && "@id" in value) {
      if ((value.logo as JsonLd | undefined)?.["@type"] !== "ImageObject") {
        found.push("Organization.logo: not an ImageObject");
      }
      if (!isUrl(value.url)) found.push("Organization.url: missing");
    }
    for (const property of ["url", "item"] as const) {
      if (value[property] !== undefined && !isUrl(value[property]))
        found.push(`${type}.${property}: not a URL`);
    }
    if (type === "Article" && !(value.image as unknown[]).every(isUrl)) found.push("Article.image: not URLs");
    if (type === "SearchAction") {
      const input = value["query-input"];
      const name = typeof input === "string" ? /^required name=(\w+)$/.exec(input)?.[1] : undefined;
      const template = JSON.stringify((value.target as JsonLd | undefined)?.urlTemplate ?? "");
      if (!name || !template.includes(`{${name}}`))
        found.push("SearchAction: query-input names no {slot} of the URL");
    }
    if (type === "BreadcrumbList") {
      const positions = (value.itemListElement as JsonLd[]).map((item) => item.position);
      if (positions.some((position, index) => position !== index + 1)) {
        found.push("BreadcrumbList: positions do not count from 1");
      }
    }
  }
  for (const [key, child] of Object.entries(value))
    found.push(...problems(child, `${type ?? inside}.${key}`));
  return found;
}

describe("structured data", () => {
  test("describes the organisation with its logo, and claims no social profile until one is set", () => {
    expect(organizationJsonLd()).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "http://localhost:5173/#organization",
      name: "Fast & Fuel",
      url: "http://localhost:5173/",
      logo: {
        "@type": "ImageObject",
        url: "http://localhost:5173/icons/icon-512.png",
        width: 512,
        height: 512,
      },
    });
  });

  test("lists the social profiles that are set", () => {
    const unset = { ...env.social };
    Object.assign(env.social, { youtube: "https://www.youtube.com/@example" });
    try {
      expect(organizationJsonLd().sameAs).toEqual(["https://www.youtube.com/@example"]);
    } finally {
      Object.assign(env.social, unset);
    }
  });

  test("describes the website, published by the organisation, with its search", () => {
    expect(websiteJsonLd()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Fast & Fuel",
      url: "http://localhost:5173/",
      publisher: { "@id": organizationJsonLd()["@id"] },
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: "http://localhost:5173/search?q={search_term_string}" },
      },
    });
  });

  test("describes an article with its dates, image and page", () => {
    const url = "http://localhost:5173/articles/what-is-a-calorie-deficit";
    expect(articleJsonLd(calorieDeficit, url, card)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: calorieDeficit.title,
      description: calorieDeficit.excerpt,
      author: { "@type": "Organization", name: "Fast & Fuel Editorial Team", url: "http://localhost:5173/" },
      publisher: {
        "@type": "Organization",
        "@id": "http://localhost:5173/#organization",
        name: "Fast & Fuel",
        url: "http://localhost:5173/",
        logo: organizationJsonLd().logo,
      },
      datePublished: "2025-09-08T00:00:00.000Z",
      dateModified: "2026-11-23T00:00:00.000Z",
      image: [card],
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
  });

  test("credits a named writer as a person, and uses the update date", () => {
    const ld = articleJsonLd(
      {
        title: "T",
        excerpt: "E",
        author: "Jane Doe",
        createdAt: new Date("2025-01-01T00:00:00Z"),
        updatedAt: new Date("2025-02-01T00:00:00Z"),
      },
      "http://localhost:5173/articles/t",
      card,
    );
    expect(ld.author).toEqual({ "@type": "Person", name: "Jane Doe" });
    expect(ld.dateModified).toBe("2025-02-01T00:00:00.000Z");
  });
});

test("a FAQ page lists each question with its answer as the page shows it", () => {
  expect(
    faqPageJsonLd([
      { question: "Does coffee break a fast?", answer: "Black coffee doesn’t." },
      { question: "How do I start 16:8?", answer: "Start with 12 hours." },
    ]),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: [
      {
        "@type": "Question",
        name: "Does coffee break a fast?",
        acceptedAnswer: { "@type": "Answer", text: "Black coffee doesn’t." },
      },
      {
        "@type": "Question",
        name: "How do I start 16:8?",
        acceptedAnswer: { "@type": "Answer", text: "Start with 12 hours." },
      },
    ],
  });
});

test("a breadcrumb lists its steps in order, each with an absolute URL", () => {
  expect(
    breadcrumbJsonLd([
      { name: "Diets", path: "/diets/compare" },
      { name: "Ketogenic diet", path: "/diets/ketogenic-diet" },
    ]).itemListElement,
  ).toEqual([
    { "@type": "ListItem", position: 1, name: "Diets", item: "http://localhost:5173/diets/compare" },
    {
      "@type": "ListItem",
      position: 2,
      name: "Ketogenic diet",
      item: "http://localhost:5173/diets/ketogenic-diet",
    },
  ]);
});

test("every kind of structured data the site emits has what its types require", () => {
  const emitted = [
    organizationJsonLd(),
    websiteJsonLd(),
    articleJsonLd(calorieDeficit, "http://localhost:5173/articles/what-is-a-calorie-deficit", card),
    articleJsonLd({ ...calorieDeficit, author: "Jane Doe" }, "http://localhost:5173/articles/x", card),
    breadcrumbJsonLd([
      { name: "Diets", path: "/diets/compare" },
      { name: "Paleo diet", path: "/diets/paleo-diet" },
    ]),
    faqPageJsonLd([{ question: "Q?", answer: "A." }]),
  ];
  expect(emitted.flatMap((node) => problems(node))).toEqual([]);
  // The checker itself catches what validators flagged before.
  const stringLogo = {
    "@type": "Organization",
    "@id": "http://x/#o",
    name: "N",
    url: "http://x/",
    logo: "http://x/l.png",
  };
  expect(problems(stringLogo)).toEqual(["Organization.logo: not an ImageObject"]);
});
