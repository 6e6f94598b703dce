// @vitest-environment node
// The built pages' JSON-LD is checked in tests/e2e: the home page's organisation and website, each
// article's, each breadcrumb against the visible one (static-html.spec.ts), FAQ pages
// (quick-answers.spec.ts), the configured social profiles (firebase/firebase-mode.spec.ts).
import { describe, expect, test } from "vitest";
import { builtInArticle } from "~/test/content-fixtures";
import { articleJsonLd } from "./article-json-ld";
import { breadcrumbJsonLd } from "./breadcrumb-json-ld";
import { organizationJsonLd, websiteJsonLd } from "./structured-data";

const calorieDeficit = builtInArticle("what-is-a-calorie-deficit");
const card = "http://localhost:5173/share/articles/what-is-a-calorie-deficit.png";

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

  // Each article's headline, description, author's name, dates and page: static-html.spec.ts.
  test("credits an article to the editorial team, or a named writer as a person, published by the organisation with its share card", () => {
    const url = "http://localhost:5173/articles/what-is-a-calorie-deficit";
    expect(articleJsonLd(calorieDeficit, url, card)).toMatchObject({
      author: { "@type": "Organization", name: "Fast & Fuel Editorial Team", url: "http://localhost:5173/" },
      publisher: {
        "@type": "Organization",
        "@id": "http://localhost:5173/#organization",
        name: "Fast & Fuel",
        url: "http://localhost:5173/",
        logo: organizationJsonLd().logo,
      },
      image: [card],
    });
    expect(articleJsonLd({ ...calorieDeficit, author: "Jane Doe" }, url, card).author).toEqual({
      "@type": "Person",
      name: "Jane Doe",
    });
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
