/** Business constants of The Vault: page sizes, carousel timing, related reads. */
export const vault = {
  /** Article list: cards shown first, and added by each "Load More". */
  pageSize: 6,
  /** Home carousel ("EXPLORE THE VAULT"). */
  carousel: { count: 10, stepPx: 320, intervalMs: 4000, cardMinWidthPx: 300 },
  /** Related articles: shown, and how many article tags the query uses at most. */
  related: { maxShown: 3, maxTags: 10 },
  /** Recommended products under an article, picked at random. */
  recommendedProducts: 3,
  /** Tag chips on the article list: a fixed list, in this order. */
  tagFilters: ["fasting", "mental health", "keto", "energy", "productivity", "weight loss", "gut health"],
} as const;
