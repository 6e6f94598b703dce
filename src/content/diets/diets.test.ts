// @vitest-environment node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { toolCards } from "~/config/tools";
import { checkLinks } from "~/lib/content-checks/content-checks";
import { mealIdeas } from "~/content/meal-ideas";
import { dietComparison } from "./comparison";
import { dietGuideLoaders, isDietSlug, loadAllDietGuides } from "./index";

const prose = (texts: string[]) => texts.join(" ").split(/\s+/).filter(Boolean).length;

describe("diet guides", async () => {
  const guides = await loadAllDietGuides();

  test("there are five, each with its own illustration and a row of the comparison table linking to it", () => {
    expect(guides).toHaveLength(5);
    expect(new Set(guides.map((guide) => guide.illustration.src)).size).toBe(5);
    expect(dietComparison.map((row) => row.link)).toEqual(guides.map((guide) => `/diets/${guide.slug}`));
    for (const row of dietComparison) expect(row.bestFor.length).toBeGreaterThanOrEqual(2);
    expect(isDietSlug("paleo-diet")).toBe(true);
    expect(isDietSlug("toString")).toBe(false);
  });

  test.each(Object.keys(dietGuideLoaders))("%s has every required section", (slug) => {
    const guide = guides.find((item) => item.slug === slug);
    if (!guide) throw new Error(`missing ${slug}`);
    expect(guide.title).not.toBe("");
    expect(guide.subtitle).not.toBe("");
    expect(guide.description.length).toBeGreaterThanOrEqual(100);
    expect(guide.description.length).toBeLessThanOrEqual(170);
    expect(guide.explanation.length).toBeGreaterThanOrEqual(2);
    expect(guide.benefits.length).toBeGreaterThanOrEqual(3);
    expect(guide.combining.paragraphs.length).toBeGreaterThanOrEqual(1);
    expect(guide.relatedTools.length).toBeGreaterThanOrEqual(1);
    for (const tool of guide.relatedTools) expect(tool.to).toMatch(/^\/tools\/[a-z-]+$/);
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
  });

  test("every guide but fasting lists foods to eat and avoid; fasting lists none and combines with keto", () => {
    for (const guide of guides) {
      if (guide.slug === "intermittent-fasting") {
        expect(guide.foodsToEat).toBeUndefined();
        expect(guide.foodsToAvoid).toBeUndefined();
        expect(guide.combining.title.toLowerCase()).toContain("keto");
      } else {
        expect(guide.foodsToEat?.length).toBeGreaterThanOrEqual(8);
        expect(guide.foodsToAvoid?.length).toBeGreaterThanOrEqual(6);
        expect(guide.combining.title.toLowerCase()).toMatch(/fasting/);
      }
    }
  });

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
    ]) {
      expect(points).toContain(group);
    }
    expect(fasting?.relatedTools.map((tool) => tool.to)).toContain("/tools/fasting-schedule");
  });

  test("the keto guide cites under 20–50 g net carbs per day and links the macro calculator", () => {
    const keto = guides.find((guide) => guide.slug === "ketogenic-diet");
    expect(JSON.stringify(keto)).toMatch(/20[–-]50 ?g (of )?net carbs/);
    expect(keto?.relatedTools.map((tool) => tool.to)).toContain("/tools/macro-calculator");
    expect(keto?.atAGlance?.target.figure).toMatch(/20–50 g/);
  });

  const glances = guides.flatMap((guide) =>
    guide.atAGlance ? [[guide.slug, guide, guide.atAGlance] as const] : [],
  );

  test.each(glances)(
    "%s at a glance states its figure as the section that cites it does",
    (_, guide, glance) => {
      const section = guide.explanation.find((item) => item.id === glance.target.sectionId);
      expect(section, `no section ${glance.target.sectionId}`).toBeDefined();
      expect(section?.paragraphs.join(" ").toLowerCase()).toContain(glance.target.figure.toLowerCase());
    },
  );

  test.each(glances)("%s at a glance names dishes Meal Examples lists, one per meal", (_, _guide, glance) => {
    const { diet, goal, meals } = glance.sampleDay;
    expect(meals.map((item) => item.meal)).toEqual(["breakfast", "lunch", "dinner"]);
    for (const { meal, title } of meals) {
      expect(mealIdeas[diet][goal][meal].map((idea) => idea.title)).toContain(title);
    }
  });

  test.each(glances)(
    "%s at a glance links only to tools and draws an existing plate",
    (slug, _guide, glance) => {
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
});
