import { describe, expect, test } from "vitest";
import { articleRouteFile, pathsToPrerender } from "./prerender";

describe("prerender plan", () => {
  const staticPaths = ["/", "/about", "/articles", "/intermittent-fasting", "/tools"];

  test("built-in mode prerenders the static routes and every built-in article", () => {
    expect(pathsToPrerender(staticPaths, "builtin", ["a-b", "c"])).toEqual([
      "/",
      "/about",
      "/articles",
      "/tools",
      "/articles/a-b",
      "/articles/c",
    ]);
  });

  test("Firebase mode prerenders the static routes only (articles use the SPA fallback)", () => {
    expect(pathsToPrerender(staticPaths, "firebase", ["a-b", "c"])).toEqual([
      "/",
      "/about",
      "/articles",
      "/tools",
    ]);
  });

  test("redirect-only routes are never prerendered", () => {
    expect(pathsToPrerender(staticPaths, "builtin", [])).not.toContain("/intermittent-fasting");
  });

  test("only built-in mode uses the article route with a build-time loader", () => {
    expect(articleRouteFile("builtin")).toBe("app/routes/article-builtin.tsx");
    expect(articleRouteFile("firebase")).toBe("app/routes/article.tsx");
  });
});
