import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { loadAllDietGuides } from "~/content/diets";
import { renderWithRouter } from "~/test/render";
import { DietGuidePage } from "./diet-guide-page";

describe("DietGuidePage", async () => {
  const guides = await loadAllDietGuides();

  test.each(guides.map((guide) => [guide.slug, guide] as const))(
    "%s shows the health note, because every guide has a section on fasting",
    (_, guide) => {
      renderWithRouter(<DietGuidePage guide={guide} />, { path: `/diets/${guide.slug}` });
      expect(screen.getByRole("heading", { level: 2, name: guide.combining.title })).toBeInTheDocument();
      const note = screen.getByRole("complementary", { name: "Health note" });
      expect(within(note).getByText("Not medical advice.")).toBeInTheDocument();
      expect(note).toHaveTextContent(/do not fast without medical supervision/);
    },
  );

  test("the Mediterranean guide, which has no safety list of its own, still says who should not fast", () => {
    const mediterranean = guides.find((guide) => guide.slug === "mediterranean-diet");
    if (!mediterranean) throw new Error("missing the Mediterranean guide");
    expect(mediterranean.safety).toBeUndefined();
    renderWithRouter(<DietGuidePage guide={mediterranean} />, { path: "/diets/mediterranean-diet" });
    expect(screen.getByRole("complementary", { name: "Health note" })).toHaveTextContent(
      /pregnant, trying to conceive or breastfeeding/,
    );
  });
});
