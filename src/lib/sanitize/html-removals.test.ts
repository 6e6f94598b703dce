import { expect, test } from "vitest";
import { articleDocuments } from "~/content/articles";
import { htmlRemovals } from "./html-removals";

// Each cites its sources with external links.
test("htmlRemovals names nothing for HTML the sanitiser keeps: every built-in article's HTML renders as written", () => {
  for (const { id, content } of articleDocuments) expect(htmlRemovals(content), id).toEqual([]);
});

test("names removed elements and attributes, once each", () => {
  const removals = htmlRemovals(
    '<p onclick="x()">Hi</p><script>alert(1)</script><script>alert(2)</script><a href="javascript:alert(1)">a</a>',
  );
  expect(removals).toEqual(['onclick="x()" on <p>', "<script>", 'href="javascript:alert(1)" on <a>']);
});
