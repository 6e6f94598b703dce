// @vitest-environment node
import { describe, expect, test } from "vitest";
import { builtInArticle } from "~/test/content-fixtures";
import { env } from "./env";
import { articleJsonLd } from "./article-json-ld";
import { faqPageJsonLd, organizationJsonLd, websiteJsonLd } from "./structured-data";

const calorieDeficit = builtInArticle("what-is-a-calorie-deficit");

describe("structured data", () => {
  test("describes the organisation with its logo, and claims no social profile until one is set", () => {
    expect(organizationJsonLd()).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "http://localhost:5173/#organization",
      name: "Fast & Fuel",
      url: "http://localhost:5173/",
      logo: "http://localhost:5173/icons/icon-512.png",
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

  test("describes the website, published by the organisation", () => {
    expect(websiteJsonLd()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Fast & Fuel",
      url: "http://localhost:5173/",
      publisher: { "@id": organizationJsonLd()["@id"] },
    });
  });

  test("describes an article with its dates, image and page", () => {
    const url = "http://localhost:5173/articles/what-is-a-calorie-deficit";
    expect(articleJsonLd(calorieDeficit, url)).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: calorieDeficit.title,
      description: calorieDeficit.excerpt,
      author: { "@type": "Organization", name: "Fast & Fuel Editorial Team", url: "http://localhost:5173/" },
      publisher: {
        "@type": "Organization",
        "@id": "http://localhost:5173/#organization",
        name: "Fast & Fuel",
        logo: "http://localhost:5173/icons/icon-512.png",
      },
      datePublished: "2025-09-08T00:00:00.000Z",
      dateModified: "2026-11-23T00:00:00.000Z",
      image: ["http://localhost:5173/images/articles/what-is-a-calorie-deficit.svg"],
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
    });
  });

  test("credits a named writer as a person, and uses the update date and the brand card when given none", () => {
    const ld = articleJsonLd(
      {
        title: "T",
        excerpt: "E",
        author: "Jane Doe",
        createdAt: new Date("2025-01-01T00:00:00Z"),
        updatedAt: new Date("2025-02-01T00:00:00Z"),
      },
      "http://localhost:5173/articles/t",
    );
    expect(ld.author).toEqual({ "@type": "Person", name: "Jane Doe" });
    expect(ld.dateModified).toBe("2025-02-01T00:00:00.000Z");
    expect(ld.image).toEqual(["http://localhost:5173/og-image.png"]);
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
