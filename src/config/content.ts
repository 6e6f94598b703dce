export const vault = {
  /** Cards shown first, and added by each "Load More". */
  pageSize: 6,
  carousel: { count: 10, stepPx: 320, intervalMs: 4000, cardMinWidthPx: 300 },
  /** `maxTags`: how many of an article's tags the query uses at most. */
  related: { maxShown: 3, maxTags: 10 },
  recommendedProducts: 3,
  /** A fixed list, in this order. */
  tagFilters: ["fasting", "mental health", "keto", "energy", "productivity", "weight loss", "gut health"],
} as const;
