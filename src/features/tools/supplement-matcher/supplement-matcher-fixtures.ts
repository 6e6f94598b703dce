/** What readers must see, shared by the supplement matcher's unit, page and browser tests. */

export const goalsInOrder = [
  "Focus & Clarity",
  "Energy & Performance",
  "Gut Health",
  "Stress & Mood",
  "Sleep & Recovery",
  "Immune Support",
  "Muscle Gain & Recovery",
];

/** Picked in either order, the goals keep the page's order, and Ashwagandha, which both list, shows once. */
export const stressAndEnergyMatches = [
  "Creatine",
  "CoQ10",
  "B-Complex",
  "Ashwagandha",
  "Magnesium Glycinate",
  "L-Tyrosine",
  "5-HTP",
];
