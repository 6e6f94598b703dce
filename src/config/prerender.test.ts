// @vitest-environment node
import { describe, expect, test } from "vitest";
import { pathsToPrerender } from "./prerender";

describe("prerender plan", () => {
  const staticPaths = ["/", "/about", "/articles", "/intermittent-fasting", "/tools"];

  test("prerenders the static routes but the redirect, every article it is given, and their and the guides' share cards", () => {
    expect(pathsToPrerender(staticPaths, ["a-b", "c"])).toEqual([
      "/",
      "/about",
      "/articles",
      "/tools",
      "/articles/a-b",
      "/articles/c",
      "/share/articles/a-b.png",
      "/share/articles/c.png",
      "/share/diets/intermittent-fasting.png",
      "/share/diets/ketogenic-diet.png",
      "/share/diets/mediterranean-diet.png",
      "/share/diets/paleo-diet.png",
      "/share/diets/vegan-diet.png",
    ]);
  });
});
