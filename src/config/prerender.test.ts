// @vitest-environment node
import { describe, expect, test } from "vitest";
import { pathsToPrerender } from "./prerender";

describe("prerender plan", () => {
  const staticPaths = ["/", "/about", "/articles", "/intermittent-fasting", "/tools"];

  test("prerenders the static routes and every article it is given", () => {
    expect(pathsToPrerender(staticPaths, ["a-b", "c"])).toEqual([
      "/",
      "/about",
      "/articles",
      "/tools",
      "/articles/a-b",
      "/articles/c",
    ]);
  });

  test("redirect-only routes are never prerendered", () => {
    expect(pathsToPrerender(staticPaths, [])).not.toContain("/intermittent-fasting");
  });
});
