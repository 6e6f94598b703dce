/** The matches for Stress & Mood with Energy & Performance: picked in either order, the goals keep the
 * page's order, and Ashwagandha, which both list, shows once. */
export const stressAndEnergyMatches = [
  "Creatine",
  "CoQ10",
  "B-Complex",
  "Ashwagandha",
  "Magnesium Glycinate",
  "L-Tyrosine",
  "5-HTP",
];
