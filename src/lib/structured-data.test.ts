// @vitest-environment node
// The built pages' JSON-LD is checked in tests/e2e: the home page's organisation and website, each
// article's, each breadcrumb against the visible one (static-html.spec.ts), FAQ pages
// (quick-answers.spec.ts), the configured social profiles (firebase/firebase-mode.spec.ts).
import { expect, test } from "vitest";
import { builtInArticle } from "~/test/content-fixtures";
import { articleJsonLd } from "./article-json-ld";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld";
import { organizationJsonLd, websiteJsonLd } from "./structured-data";

const origin = "http://localhost:5173";
const calorieDeficit = builtInArticle("what-is-a-calorie-deficit");
const card = `${origin}/share/articles/what-is-a-calorie-deficit.png`;

test("the structured data describes the organisation with its logo, and claims no social profile until one is set", () => {
  expect(organizationJsonLd()).toEqual({
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: "Fast & Fuel",
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: `${origin}/icons/icon-512.png`, width: 512, height: 512 },
  });
});

test("the structured data describes the website, published by the organisation, with its search", () => {
  expect(websiteJsonLd()).toMatchObject({
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: "Fast & Fuel",
    url: `${origin}/`,
    publisher: { "@id": organizationJsonLd()["@id"] },
    potentialAction: {
      "@type": "SearchAction",
      target: { urlTemplate: `${origin}/search?q={search_term_string}` },
    },
  });
});

// Each article's headline, description, author's name, dates and page: static-html.spec.ts.
test("the structured data credits an article to the editorial team, or a named writer as a person, published by the organisation with its share card", () => {
  const url = `${origin}/articles/what-is-a-calorie-deficit`;
  expect(articleJsonLd(calorieDeficit, url, card)).toMatchObject({
    author: { "@type": "Organization", name: "Fast & Fuel Editorial Team", url: `${origin}/` },
    publisher: {
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: "Fast & Fuel",
      url: `${origin}/`,
      logo: organizationJsonLd().logo,
    },
    image: [card],
  });
  expect(articleJsonLd({ ...calorieDeficit, author: "Jane Doe" }, url, card).author).toEqual({
    "@type": "Person",
    name: "Jane Doe",
  });
});

test("a breadcrumb lists its steps in order, each with an absolute URL", () => {
  expect(
    breadcrumbJsonLd([
      { name: "Diets", path: "/diets/compare" },
      { name: "Ketogenic diet", path: "/diets/ketogenic-diet" },
    ]).itemListElement,
  ).toEqual([
    { "@type": "ListItem", position: 1, name: "Diets", item: `${origin}/diets/compare` },
    { "@type": "ListItem", position: 2, name: "Ketogenic diet", item: `${origin}/diets/ketogenic-diet` },
  ]);
});
