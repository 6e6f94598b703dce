import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const BUILD_DIR = "build/client";

/** Every prerendered route in the production build (one `index.html` each), so
 * a newly registered static route is walked without touching the tests. */
export function prerenderedRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(full);
      else if (entry.name === "index.html") {
        const route = relative(BUILD_DIR, dir).split(sep).join("/");
        routes.push(`/${route}`);
      }
    }
  };
  walk(BUILD_DIR);
  return routes.sort();
}

/** Paths served by the SPA fallback or the not-found page, with what to wait
 * for before auditing (their content loads after hydration). Built-in
 * articles are prerendered, so they are walked as prerendered routes. */
export const fallbackRoutes: { path: string; ready: string }[] = [
  { path: "/this-page-does-not-exist", ready: "We couldn’t find that page" },
  { path: "/articles/no-such-article", ready: "We couldn’t find that article" },
];

/** An article as the build wrote it to `articles.json` (the upload shape): the fields the tests read. */
export interface BuiltArticle {
  id: string;
  title: string;
  createdAt: string;
  updatedAt?: string;
  keyTakeaways?: unknown[];
  revisions?: unknown[];
}

/** The built-in articles, from the production build's `articles.json`. */
export function builtArticles(): BuiltArticle[] {
  return JSON.parse(readFileSync(join(BUILD_DIR, "articles.json"), "utf8")) as BuiltArticle[];
}
