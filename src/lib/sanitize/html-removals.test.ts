import { describe, expect, test } from "vitest";
import { articleDocuments } from "~/content/articles";
import { htmlRemovals } from "./html-removals";

describe("htmlRemovals", () => {
  test("names nothing for HTML the sanitiser keeps, external links included", () => {
    expect(htmlRemovals('<p>Plain <a href="https://example.com">link</a> and <em>text</em>.</p>')).toEqual(
      [],
    );
  });

  test("every built-in article's HTML renders as written", () => {
    for (const { id, content } of articleDocuments) expect(htmlRemovals(content), id).toEqual([]);
  });

  test("names removed elements and attributes, once each", () => {
    const removals = htmlRemovals(
      '<p onclick="x()">Hi</p><script>alert(1)</script><script>alert(2)</script><a href="javascript:alert(1)">a</a>',
    );
    expect(removals).toEqual(['onclick="x()" on <p>', "<script>", 'href="javascript:alert(1)" on <a>']);
  });
});
