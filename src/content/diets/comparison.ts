import { paths } from "~/config/paths";
import type { DietComparisonRow } from "./model";

/** The diet comparison table on `/diets/compare`. */
export const dietComparison: readonly DietComparisonRow[] = [
  {
    name: "Intermittent fasting",
    link: paths.diets.intermittentFasting,
    carbs: "Varies",
    bestFor: [
      "Simple routine without food rules",
      "Cutting down on evening snacking",
      "Pairing with any eating style",
    ],
    compatibleWithIF: true,
  },
  {
    name: "Ketogenic diet",
    link: paths.diets.keto,
    carbs: "Very low (20-50g net carbs/day)",
    bestFor: [
      "Curbing appetite for some people",
      "Cutting sugar and refined carbs",
      "People who like rich, savory meals",
    ],
    compatibleWithIF: true,
  },
  {
    name: "Mediterranean diet",
    link: paths.diets.mediterranean,
    carbs: "Moderate",
    bestFor: ["Heart health", "Long-term, flexible eating", "Families and shared meals"],
    compatibleWithIF: true,
  },
  {
    name: "Paleo diet",
    link: paths.diets.paleo,
    carbs: "Moderate",
    bestFor: [
      "Cutting out ultra-processed foods",
      "Protein-rich, filling meals",
      "Cooking from fresh ingredients",
    ],
    compatibleWithIF: true,
  },
  {
    name: "Vegan diet",
    link: paths.diets.vegan,
    carbs: "High",
    bestFor: [
      "Fiber-rich, plant-based eating",
      "Lowering saturated fat",
      "Ethical and environmental priorities",
    ],
    compatibleWithIF: true,
  },
];
