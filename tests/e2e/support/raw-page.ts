import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Fetches `path` as a crawler would (no scripts run) and reads its head and headings, as a crawler or link
 * preview does: with the browser's parser (DOMParser runs no scripts and loads nothing), on a blank page. */
export async function rawPage(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
    // Every meta tag's content by name or property (all of them, in order), every link's href by rel.
    const meta: Record<string, string[]> = {};
    for (const element of document.head.querySelectorAll("meta[name], meta[property]")) {
      const key = element.getAttribute("property") ?? element.getAttribute("name") ?? "";
      (meta[key] ??= []).push(element.getAttribute("content") ?? "");
    }
    const links: Record<string, string[]> = {};
    for (const element of document.head.querySelectorAll("link[rel]")) {
      (links[element.getAttribute("rel") ?? ""] ??= []).push(element.getAttribute("href") ?? "");
    }
    return {
      h1: [...document.querySelectorAll("h1")].map((h1) => h1.textContent.trim()),
      title: document.title,
      meta,
      links,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent,
      ),
      // The names of the breadcrumb's steps, if the page shows one.
      breadcrumb: [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((item) =>
        item.textContent.replace(/\s*\/\s*$/, "").trim(),
      ),
    };
  }, html);
}
