import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** What a crawler or link preview reads from a page's raw HTML. */
export interface RawPage {
  h1: string[];
  title: string;
  /** Content of every meta tag by name or property (all of them, in order). */
  meta: Record<string, string[]>;
  /** href of every link by rel. */
  links: Record<string, string[]>;
  jsonLd: string[];
  /** The names of the breadcrumb's steps, if the page shows one. */
  breadcrumb: string[];
}

/** Parses raw HTML with the browser's parser (DOMParser runs no scripts and
 * loads nothing), on a blank page. */
async function readRawPage(page: Page, html: string): Promise<RawPage> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "text/html");
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
      breadcrumb: [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((item) =>
        item.textContent.replace(/\s*\/\s*$/, "").trim(),
      ),
    };
  }, html);
}

/** Fetches `path` as a crawler would (no scripts run) and reads its head and headings. */
export async function rawPage(page: Page, request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return readRawPage(page, await response.text());
}
