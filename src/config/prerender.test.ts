// @vitest-environment node
import { expect, test } from "vitest";
import { pathsToPrerender } from "./prerender";

test("the prerender plan has the static routes but the redirect, every article it is given, and their and the guides' share cards", () => {
  const staticPaths = ["/", "/about", "/articles", "/intermittent-fasting", "/tools"];
  const guides = ["intermittent-fasting", "ketogenic-diet", "mediterranean-diet", "paleo-diet", "vegan-diet"];
  expect(pathsToPrerender(staticPaths, ["a-b", "c"])).toEqual([
    "/",
    "/about",
    "/articles",
    "/tools",
    "/articles/a-b",
    "/articles/c",
    "/share/articles/a-b.png",
    "/share/articles/c.png",
    ...guides.map((slug) => `/share/diets/${slug}.png`),
  ]);
});
