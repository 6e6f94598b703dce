export interface ToolCard {
  id: string;
  title: string;
  description: string;
  link: string;
}

/** One list, in order, for the index and the nav. */
export const toolCards: readonly ToolCard[] = [
  {
    id: "fasting-schedule",
    title: "Fasting Schedule Generator",
    description:
      "Turn your wake and bed times into 16:8, 18:6 and one-meal-a-day schedules — and add one to your calendar.",
    link: "/tools/fasting-schedule",
  },
  {
    id: "macro-calculator",
    title: "Keto Macro Calculator",
    description:
      "Estimate your daily calories and keto macros — fat, protein and carbs — from your body and activity level.",
    link: "/tools/macro-calculator",
  },
  {
    id: "meal-examples",
    title: "Meal Examples",
    description:
      "Five meal ideas for every diet, goal and meal of the day: keto, paleo, Mediterranean or vegan.",
    link: "/tools/meal-examples",
  },
  {
    id: "ketosis-quiz",
    title: "Ketosis Indicator Quiz",
    description:
      "Five quick yes-or-no questions about common signs of ketosis, with an honest read of what they mean.",
    link: "/tools/ketosis-quiz",
  },
  {
    id: "grocery-list-generator",
    title: "Grocery List Generator",
    description:
      "A ready-made shopping list for your diet, by aisle — check items off as you shop, print it or copy it.",
    link: "/tools/grocery-list-generator",
  },
  {
    id: "supplement-matcher",
    title: "Supplement Matcher",
    description: "Pick your goals and see which supplements are commonly used for them, with a note on each.",
    link: "/tools/supplement-matcher",
  },
];
