/* Content from either source is validated into these shapes once, at the boundary; dates are real `Date`s. */

/** By the kind of study a takeaway rests on; the Editorial standards page says how each is assigned. */
export const evidenceLevels = ["strong", "moderate", "limited", "lab", "guidance"] as const;
export type EvidenceLevel = (typeof evidenceLevels)[number];

export interface KeyTakeaway {
  text: string;
  /** Absent only on an article stored before takeaways carried their level. */
  evidence?: EvidenceLevel;
}

export interface Revision {
  date: Date;
  change: string;
}

/** `id` is the slug in `/articles/:slug`. */
export interface Article {
  id: string;
  title: string;
  excerpt: string;
  /** HTML; always rendered through the sanitiser. */
  content: string;
  author: string;
  createdAt: Date;
  updatedAt?: Date;
  bannerImageUrl?: string;
  /** Absent or empty when the banner is decorative. */
  bannerImageAlt?: string;
  keyTakeaways?: KeyTakeaway[];
  revisions?: Revision[];
  /** Lowercase, e.g. "gut health". */
  tags: string[];
  productTags?: string[];
}

export type ArticleSummary = Pick<
  Article,
  "id" | "title" | "excerpt" | "tags" | "createdAt" | "bannerImageUrl"
> & {
  /** Absent only in an index entry written before cards showed it; rebuilding the index adds it. */
  readingMinutes?: number;
};

export interface Product {
  /** Uploads write under it, so repeating one never duplicates. */
  id: string;
  name: string;
  description: string;
  image?: string;
  /** Still required when the product is advised against: clearing the flag brings the button back. */
  link: string;
  tags: string[];
  /** The evidence or a clinical guideline advises against buying it: listed so readers see why, with no
   * buy link, and never recommended under an article. */
  isAdvisedAgainst?: true;
}

/** As the build writes `articles.json` and an upload writes Firestore: `slug` copies the id, dates are ISO
 * strings (Firestore stores them as timestamps). */
export type ArticleDocument = Omit<Article, "createdAt" | "updatedAt" | "revisions"> & {
  slug: string;
  createdAt: string;
  updatedAt?: string;
  revisions?: { date: string; change: string }[];
};
