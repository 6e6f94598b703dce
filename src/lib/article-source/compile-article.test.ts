// @vitest-environment node
import { expect, test } from "vitest";
import { compileArticle, ContentError } from "./compile-article";

const FILE = "articles/sleep-and-weight-loss.md";

const frontMatter = `---
title: "Sleep and Weight Loss: Why Your Bedtime Matters"
excerpt: Short sleep can nudge appetite hormones.
author: editorial-team
createdAt: 2026-04-13
updatedAt: 2026-11-20
tags: [weight loss, energy]
productTags: [sleep]
bannerImage:
  url: /images/articles/sleep-and-weight-loss.svg
  alt: ""
  width: 1200
  height: 600
keyTakeaways:
  - text: Short sleep can make you hungrier.
    evidence: moderate
  - text: More sleep may mean eating less.
    evidence: limited
  - text: Caffeine late in the day disrupts sleep.
    evidence: strong
revisions:
  - date: 2026-05-01
    change: Added the 2022 sleep-extension trial.
  - date: 2026-11-20
    change: "Corrected the trial's size to 80 adults, as its abstract says."
sources:
  - id: spiegel-2004
    citation: "Spiegel K, et al. Sleep curtailment. *Annals of Internal Medicine*. 2004;141(11):846-850."
    doi: 10.7326/0003-4819-141-11-200412070-00008
    interests: Funded in part by a drug maker.
  - id: tasali-2022
    citation: Tasali E, et al. Sleep extension. JAMA Internal Medicine. 2022.
    doi: 10.1001/jamainternmed.2021.8098
  - id: aasm
    citation: Recommended amount of sleep.
    url: https://aasm.org/sleep
---
`;

const body = `
Short nights raise hunger.[^spiegel-2004] See [our fasting schedule tool](/tools/fasting-schedule).

## More sleep, fewer calories

Sleeping longer cut intake.[^tasali-2022] Adults need seven hours.[^aasm] Hunger again.[^spiegel-2004]
`;

const valid = frontMatter + body;
const edit = (find: string | RegExp, replacement: string) => valid.replace(find, replacement);

/** Each problem compileArticle reports, and a source that has it. */
const sourcesWith: Record<string, string> = {
  "bannerImage is missing: draw the article its own illustration (public/images/articles/<slug>.svg)": edit(
    /bannerImage:\n( {2}.*\n)+/,
    "",
  ),
  'author "dr-smith" is not in src/content/authors.ts (editorial-team)': edit("editorial-team", "dr-smith"),
  'sources[1].doi "10.1001" is not a DOI': edit("doi: 10.1001/jamainternmed.2021.8098", 'doi: "10.1001"'),
  "sources[2] needs a doi or an https url": edit("    url: https://aasm.org/sleep\n", ""),
  'sources[2].url "http://aasm.org/sleep" is not an https URL': edit("https://aasm", "http://aasm"),
  "sources lists 2; every article needs at least 3 sources": edit(
    / {2}- id: aasm[\s\S]*?sleep\n/,
    "",
  ).replace("[^aasm]", ""),
  'createdAt "April 13" is not a date like 2026-04-13': edit("2026-04-13", "April 13"),
  "updatedAt 2026-01-01 is before createdAt 2026-04-13": edit(
    "updatedAt: 2026-11-20",
    "updatedAt: 2026-01-01",
  ),
  "keyTakeaways must list 3 to 5 short lines": edit(
    "  - text: Caffeine late in the day disrupts sleep.\n    evidence: strong\n",
    "",
  ),
  "keyTakeaways[1].evidence is missing: give the takeaway its evidence level (strong, moderate, limited, lab, guidance)":
    edit("    evidence: limited\n", ""),
  'keyTakeaways[1].evidence "promising" is not an evidence level (strong, moderate, limited, lab, guidance)':
    edit("limited", "promising"),
  "keyTakeaways[1] must be": edit(
    "  - text: More sleep may mean eating less.\n    evidence: limited\n",
    "  - More sleep may mean eating less.\n",
  ),
  "revisions[0].date is missing": edit("  - date: 2026-05-01\n    change:", "  - change:"),
  "revisions[0].change must not be empty": edit("Added the 2022 sleep-extension trial.", '""'),
  "revisions is empty, but updatedAt is 2026-11-20: add a revision saying what changed and why": edit(
    /revisions:\n[\s\S]*?(?=sources:)/,
    "",
  ),
  "updatedAt 2026-11-21 must be the newest revision's date, 2026-11-20": edit(
    "updatedAt: 2026-11-20",
    "updatedAt: 2026-11-21",
  ),
  "revisions[0].date 2026-01-01 is before createdAt 2026-04-13": edit("2026-05-01", "2026-01-01"),
  'tags[0] "Weight Loss" must be lowercase, without spaces at either end': edit(
    "[weight loss, energy]",
    "[Weight Loss]",
  ),
  'has an unknown field "reviewer"': edit("author:", "reviewer: Dr X\nauthor:"),
  'line 43: [^who-2020] cites a source that is not listed (no sources entry has id "who-2020")': edit(
    "[^aasm]",
    "[^aasm] and [^who-2020]",
  ),
  'sources[2] "aasm" is never cited; add [^aasm] where it supports the text': edit("[^aasm]", ""),
  'line 39: raw HTML is not allowed ("<p class=\\"x\\">Short nights</p>"); write Markdown': edit(
    "Short nights raise hunger.",
    '<p class="x">Short nights</p>\n\nraise hunger.',
  ),
  "line 41: the body starts at level-2 headings (##); the title is the page's only h1": edit(
    "## More",
    "# More",
  ),
  "line 45: [^aasm]: list sources in the front matter's sources, not in the body": `${valid}\n[^aasm]: Written here.\n`,
  "starts without front matter (a block between --- lines)": body,
  "front matter is not valid YAML": edit("tags: [weight loss, energy]", "tags: [weight loss"),
};

/** The problems compileArticle reports for `source`, one a line. */
function problemsOf(source: string, file = FILE): string[] {
  try {
    compileArticle(file, source);
  } catch (error) {
    if (error instanceof ContentError) return [...error.lines];
    throw error;
  }
  return [];
}

test("compileArticle turns front matter and Markdown into the stored document, with linked citations, a What changed section and the sources", () => {
  const { document, links } = compileArticle(FILE, valid);
  expect(document).toMatchObject({
    id: "sleep-and-weight-loss",
    slug: "sleep-and-weight-loss",
    title: "Sleep and Weight Loss: Why Your Bedtime Matters",
    author: "Fast & Fuel Editorial Team",
    createdAt: "2026-04-13T00:00:00.000Z",
    updatedAt: "2026-11-20T00:00:00.000Z",
    tags: ["weight loss", "energy"],
    productTags: ["sleep"],
    keyTakeaways: [
      { text: "Short sleep can make you hungrier.", evidence: "moderate" },
      { text: "More sleep may mean eating less.", evidence: "limited" },
      { text: "Caffeine late in the day disrupts sleep.", evidence: "strong" },
    ],
    // Newest first, as the page and the corrections log show them.
    revisions: [
      {
        date: "2026-11-20T00:00:00.000Z",
        change: "Corrected the trial's size to 80 adults, as its abstract says.",
      },
      { date: "2026-05-01T00:00:00.000Z", change: "Added the 2022 sleep-extension trial." },
    ],
  });
  const html = document.content;
  expect(links).toEqual([{ url: "/tools/fasting-schedule", line: 39 }]);
  // Numbered in order of first use, a source cited again keeping its number, each marker and
  // back link reaching its target, under a Sources heading: tests/e2e/static-html.spec.ts.
  for (const part of [
    '<h2 id="more-sleep-fewer-calories">More sleep, fewer calories</h2>',
    '<sup><a href="#fn-spiegel-2004" id="fnref-spiegel-2004" aria-describedby="footnote-label">1</a></sup>',
    // A second citation of the same source gets its own back link.
    'id="fnref-spiegel-2004-2" aria-describedby="footnote-label">1</a>',
    'href="#fnref-spiegel-2004" aria-label="Back to the text (citation 1)"',
    '<a href="https://doi.org/10.7326/0003-4819-141-11-200412070-00008" target="_blank" rel="noopener noreferrer">doi:10.7326/0003-4819-141-11-200412070-00008</a>',
    '<a href="https://aasm.org/sleep" target="_blank" rel="noopener noreferrer">aasm.org</a>',
    "<em>Annals of Internal Medicine</em>",
    // A study's declared interests follow its link in the Sources list.
    "doi:10.7326/0003-4819-141-11-200412070-00008</a> <em>Interests:</em> Funded in part by a drug maker.",
  ])
    expect(html).toContain(part);

  // The revisions become a What changed section, newest first, ahead of the sources.
  const section = html.slice(html.indexOf('<h2 id="what-changed">'), html.indexOf("data-footnotes"));
  expect(section).toContain("What changed</h2>");
  expect(section.indexOf("November 20, 2026")).toBeLessThan(section.indexOf("May 1, 2026"));
  expect(section).toContain("Corrected the trial's size to 80 adults, as its abstract says.");
  expect(section).toContain('<a href="/corrections">All corrections and updates</a>');
  // An article never revised has none.
  const withoutRevisions = valid
    .replace(/revisions:\n[\s\S]*?(?=sources:)/, "")
    .replace("updatedAt: 2026-11-20\n", "");
  expect(compileArticle(FILE, withoutRevisions).document.content).not.toContain("what-changed");
});

test.each(Object.entries(sourcesWith))("names the file and reports: %s", (message, source) => {
  const problems = problemsOf(source);
  expect(
    problems.some((line) => line.startsWith(`${FILE}: ${message}`)),
    problems.join("\n"),
  ).toBe(true);
});

// The page makes the Key takeaways and What changed sections itself.
test.each(["Key takeaways", "What changed"])("rejects a heading %j, whose id the page uses", (heading) => {
  const id = heading.toLowerCase().replace(" ", "-");
  expect(problemsOf(valid.replace("## More sleep, fewer calories", `## ${heading}`))).toEqual([
    `${FILE}: heading "${heading}" would get the id "${id}", which the page already uses; reword it`,
  ]);
});

test("trailing blank lines are body, not sources", () => {
  expect(problemsOf(`${valid}\n\n\n`)).toEqual([]);
});

test("rejects a file name that is not a slug", () => {
  expect(problemsOf(valid, "articles/Sleep Article.md")).toEqual([
    "articles/Sleep Article.md: the file name must be the article's slug: lowercase words joined by hyphens, ending in .md",
  ]);
});

test("reports every problem of a file at once: an empty title, a missing author", () => {
  const source = valid
    .replace("author: editorial-team\n", "")
    .replace('title: "Sleep and Weight Loss: Why Your Bedtime Matters"', 'title: ""');
  expect(problemsOf(source)).toEqual([`${FILE}: title must not be empty`, `${FILE}: author is missing`]);
});

test("a javascript: link in the body does not survive", () => {
  const { document } = compileArticle(
    FILE,
    valid.replace("(/tools/fasting-schedule)", "(javascript:alert(1))"),
  );
  expect(document.content).not.toContain("javascript:");
});
