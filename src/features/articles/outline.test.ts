// @vitest-environment node
import { expect, test } from "vitest";
import { articleSections } from "./outline";

test("lists the level-2 headings that carry an id, in order, as plain text; none without headings", () => {
  const html =
    '<p>Intro</p><h2 id="why-it-matters">Why it <em>matters</em></h2><h3 id="sub">Sub</h3>' +
    '<h2>No id</h2><h2 id="salt-amp-water">Salt &amp; water &lt;daily&gt;</h2>' +
    '<section class="footnotes"><h2 class="sources-heading" id="footnote-label">Sources</h2></section>';
  expect(articleSections(html)).toEqual([
    { id: "why-it-matters", title: "Why it matters" },
    { id: "salt-amp-water", title: "Salt & water <daily>" },
    { id: "footnote-label", title: "Sources" },
  ]);
  expect(articleSections("<p>Just text.</p>")).toEqual([]);
});
