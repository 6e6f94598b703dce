// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { toolCards } from "~/config/tools";
import { checkLinks } from "~/lib/content-checks/content-checks";
import { mealIdeas } from "~/content/meal-ideas";
import { dietComparison } from "./comparison";
import { dietGuideLoaders, isDietSlug, loadAllDietGuides } from "./index";

const prose = (texts: string[]) => texts.join(" ").split(/\s+/).filter(Boolean).length;

const guides = await loadAllDietGuides();

test("there are five diet guides, each with its own illustration and a row of the comparison table linking to it", () => {
  expect(guides).toHaveLength(5);
  expect(new Set(guides.map((guide) => guide.illustration.src)).size).toBe(5);
  expect(dietComparison.map((row) => row.link)).toEqual(guides.map((guide) => `/diets/${guide.slug}`));
  expect(isDietSlug("paleo-diet")).toBe(true);
  expect(isDietSlug("toString")).toBe(false);
});

// Their links: content.test.ts.
test.each(Object.keys(dietGuideLoaders))(
  "%s has a search-length description, 3+ sources, distinct section ids and 650+ words of plain text",
  (slug) => {
    const guide = guides.find((item) => item.slug === slug);
    if (!guide) throw new Error(`missing ${slug}`);
    expect(guide.description.length).toBeGreaterThanOrEqual(100);
    expect(guide.description.length).toBeLessThanOrEqual(170);
    expect(guide.sources.length).toBeGreaterThanOrEqual(3);
    const ids = [...guide.explanation.map((section) => section.id), guide.combining.id];
    expect(new Set(ids).size).toBe(ids.length);

    const words = prose([
      ...guide.explanation.flatMap((section) => section.paragraphs),
      ...guide.benefits.map((benefit) => benefit.text),
      ...guide.combining.paragraphs,
      ...(guide.safety?.points ?? []),
    ]);
    expect(words).toBeGreaterThanOrEqual(650);
    expect(JSON.stringify(guide)).not.toMatch(/lorem ipsum|<[a-z]/i);
  },
);

test("the fasting guide says who should not fast", () => {
  const fasting = guides.find((guide) => guide.slug === "intermittent-fasting");
  const points = (fasting?.safety?.points ?? []).join(" ").toLowerCase();
  for (const group of [
    "pregnant",
    "breastfeeding",
    "under 18",
    "eating disorder",
    "underweight",
    "diabetes (type 1 or type 2)",
    "medication",
  ])
    expect(points).toContain(group);
});

const glances = guides.flatMap((guide) =>
  guide.atAGlance ? [[guide.slug, guide, guide.atAGlance] as const] : [],
);

test.each(glances)(
  "%s at a glance states its figure as its section does, names dishes Meal Examples lists, links only to tools and draws an existing plate",
  (slug, guide, glance) => {
    const section = guide.explanation.find((item) => item.id === glance.target.sectionId);
    expect(section, `no section ${glance.target.sectionId}`).toBeDefined();
    expect(section?.paragraphs.join(" ").toLowerCase()).toContain(glance.target.figure.toLowerCase());

    const { diet, goal, meals } = glance.sampleDay;
    expect(meals.map((item) => item.meal)).toEqual(["breakfast", "lunch", "dinner"]);
    for (const { meal, title } of meals)
      expect(mealIdeas[diet][goal][meal].map((idea) => idea.title)).toContain(title);

    const links = [glance.sampleDay.to, ...glance.links.map((link) => link.to)].map((url, index) => ({
      file: `diets/${slug}.ts`,
      url,
      where: `atAGlance link ${index}`,
    }));
    expect(checkLinks(links, new Set(toolCards.map((tool) => tool.link)), new Set())).toEqual([]);
    expect(existsSync(join(__dirname, "../../../public", glance.plate.src))).toBe(true);
    expect(glance.plate.alt).not.toBe("");
  },
);
