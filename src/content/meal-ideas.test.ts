// @vitest-environment node
import { expect, test } from "vitest";
import { foods } from "./ingredients";
import { sumIngredients } from "~/lib/meal-nutrition/meal-nutrition";
import { type Diet, type Goal, type Meal, type MealIdea, mealIdeas } from "./meal-ideas";

const diets: Diet[] = ["keto", "paleo", "mediterranean", "vegan"];
const goals: Goal[] = ["fat-loss", "maintenance", "muscle-gain"];
const meals: Meal[] = ["breakfast", "lunch", "dinner"];

const combinations = diets.flatMap((diet) =>
  goals.flatMap((goal) => meals.map((meal) => ({ diet, goal, meal }))),
);
const all = combinations.flatMap(({ diet, goal, meal }) =>
  mealIdeas[diet][goal][meal].map((idea) => ({ diet, goal, meal, ...idea })),
);

/** One serving's unrounded totals, as the pages sum them; null when a weighed food has no checked values. */
const totals = (idea: MealIdea) => sumIngredients(idea.ingredients, foods);

// Words that must not appear in a diet's ideas. Look-behinds allow the usual
// swaps: cauliflower rice, zucchini noodles, green beans, plant milks, nut
// butters, coconut yogurt. Word boundaries keep "eggplant" out of "egg".
const grains =
  /(?<!(?:cauliflower|broccoli) )\brice\b|\bbread|(?<!zucchini |shirataki )\bnoodles?\b|\boat(s|meal)?\b|\btortillas?\b|\b(pasta|quinoa|couscous|bulgur|farro|wheat|toast|corn)\b/;
const legumes = /(?<!green )\bbeans?\b|\b(lentils?|chickpeas?|hummus|peanuts?|soy|tofu|tempeh|edamame)\b/;
const animal =
  /\b(chicken|beef|pork|lamb|turkey|bacon|ham|sausages?|steak|fish|salmon|tuna|cod|sardines?|mackerel|shrimp|prawns?|mussels|eggs?|egg-white|collagen|gelatin)\b/;
const plantMilk = "(?:soy|oat|almond|coconut|plant|pea|cashew|rice|hemp)";
const dairy = [
  /\b(cheese|feta|parmesan|cheddar|mozzarella|ricotta|halloumi|labneh|whey|ghee|tzatziki)\b/,
  new RegExp(`(?<!${plantMilk}[- ])\\b(yog(h)?urt|milk)\\b`),
  /(?<!(?:peanut|almond|cashew|nut|seed) )\bbutter\b(?! lettuce)/,
  /(?<!(?:coconut|cashew)[- ])\bcream\b/,
];
const sugars = /\b(sugar|honey|maple|syrup)\b/;
const starchyOrSweet = /\b(potato(es)?|bananas?|apples?|mango|pineapple|grapes?|dates|plantain|juice)\b/;

const forbidden: Record<Diet, RegExp[]> = {
  keto: [grains, legumes, sugars, starchyOrSweet],
  paleo: [grains, legumes, ...dairy, sugars],
  vegan: [animal, ...dairy, /\bhoney\b/],
  mediterranean: [/\b(bacon|sausages?|salami|ham|margarine|soda)\b/],
};

// Titles are the cards' keys; figures come from the recipe lines, never from the text.
test("there are five meal ideas for each diet, goal and meal, titled and described distinctly, with no hand-written figures", () => {
  for (const { diet, goal, meal } of combinations)
    expect(mealIdeas[diet][goal][meal], `${diet}/${goal}/${meal}`).toHaveLength(5);
  expect(Object.keys(mealIdeas)).toEqual(diets);
  expect(new Set(all.map((idea) => idea.title.toLowerCase())).size).toBe(all.length);
  expect(new Set(all.map((idea) => idea.description)).size).toBe(all.length);
  for (const idea of all) expect(idea.description, idea.title).not.toMatch(/\d+ ?(kcal|g protein)/);
});

test("every recipe line names a food in the table and weighs what counts", () => {
  for (const idea of all) {
    expect(idea.ingredients.length, idea.title).toBeGreaterThanOrEqual(2);
    for (const line of idea.ingredients) {
      expect(foods[line.food], `${idea.title}: ${line.food}`).toBeDefined();
      if (line.grams !== null) expect(line.grams, `${idea.title}: ${line.food}`).toBeGreaterThan(0);
    }
  }
});

test.each([
  { goal: "fat-loss", kcal: [250, 480], minProtein: 15 },
  { goal: "maintenance", kcal: [430, 700], minProtein: 15 },
  { goal: "muscle-gain", kcal: [620, 950], minProtein: 35 },
] as const)("$goal ideas fit the goal's energy range and protein floor", ({ goal, kcal, minProtein }) => {
  for (const idea of all.filter((item) => item.goal === goal)) {
    const numbers = totals(idea);
    if (!numbers) continue;
    expect(numbers.kcal, idea.title).toBeGreaterThanOrEqual(kcal[0]);
    expect(numbers.kcal, idea.title).toBeLessThanOrEqual(kcal[1]);
    expect(numbers.protein, idea.title).toBeGreaterThanOrEqual(minProtein);
  }
});

test("keto ideas stay under 15 g net carbs a serving", () => {
  for (const idea of all.filter((item) => item.diet === "keto")) {
    const numbers = totals(idea);
    if (numbers) expect(numbers.carbs - numbers.fiber, idea.title).toBeLessThanOrEqual(15);
  }
});

test.each(diets)("%s ideas use no ingredient the diet leaves out", (diet) => {
  for (const idea of all.filter((item) => item.diet === diet)) {
    const names = idea.ingredients.map((line) => `${foods[line.food]?.name ?? ""} ${line.amount}`);
    const text = `${idea.title} ${idea.description} ${names.join(" ")}`.toLowerCase();
    for (const pattern of forbidden[diet])
      expect(text, `${idea.title} matches ${String(pattern)}`).not.toMatch(pattern);
  }
});
