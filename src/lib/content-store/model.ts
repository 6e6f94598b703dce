/**
 * The site's content types, as the UI sees them. Whatever the source —
 * built-in modules or Firestore documents — content is validated into these
 * shapes once, at the boundary; dates are real `Date`s.
 */

/**
 * How strong the research behind a key takeaway is, by the kind of study it
 * rests on (the Editorial standards page says how each is assigned).
 */
export const evidenceLevels = ["strong", "moderate", "limited", "lab", "guidance"] as const;
export type EvidenceLevel = (typeof evidenceLevels)[number];

/** One line of an article's key takeaways. */
export interface KeyTakeaway {
  text: string;
  /** Absent only on an article stored before takeaways carried their level. */
  evidence?: EvidenceLevel;
}

/** A correction or substantive update, shown under "What changed" and on the corrections page. */
export interface Revision {
  date: Date;
  /** What changed and why, in a sentence or two. */
  change: string;
}

/** An article of The Vault. Its `id` is the slug used in `/articles/:slug`. */
export interface Article {
  id: string;
  title: string;
  /** One or two sentences shown on cards and in italics under the title. */
  excerpt: string;
  /** HTML body. Always rendered through the sanitiser. */
  content: string;
  author: string;
  createdAt: Date;
  /** Last substantive revision; absent when the article has not been revised. */
  updatedAt?: Date;
  /** Optional 2:1 banner image (rendered in a fixed 2:1 frame). */
  bannerImageUrl?: string;
  /** The banner's text alternative; absent or empty when it is decorative. */
  bannerImageAlt?: string;
  /** Three to five short lines shown in a box above the body, each with its evidence level. */
  keyTakeaways?: KeyTakeaway[];
  /** Its corrections and updates (the newest is `updatedAt`). */
  revisions?: Revision[];
  /** Lowercase topic tags, e.g. "fasting", "gut health". */
  tags: string[];
  /** Tags of the products recommended under the article. */
  productTags?: string[];
}

/** What cards and the carousel need: no body, but how long the body takes to read. */
export type ArticleSummary = Pick<
  Article,
  "id" | "title" | "excerpt" | "tags" | "createdAt" | "bannerImageUrl"
> & {
  /** Whole minutes to read the body. Absent only in a database index entry written before
   * cards showed it; rebuilding the index adds it. */
  readingMinutes?: number;
};

/** An affiliate product pick. `link` goes out to the marketplace. */
export interface Product {
  /** Stable id (slug); uploads write under it, so repeating one never duplicates. */
  id: string;
  name: string;
  description: string;
  /** Square image URL (optional). */
  image?: string;
  /** Still required when the product is advised against: clearing the flag brings the button back. */
  link: string;
  tags: string[];
  /**
   * Set when the evidence or a clinical guideline advises against buying it:
   * the product is listed so readers can see why, with no buy link, and is
   * never recommended under an article. Absent on every other product.
   */
  isAdvisedAgainst?: true;
}

/**
 * An article as the build writes it to `articles.json` and an upload writes it
 * to Firestore: the Article's fields with `slug` (a copy of the id) and dates
 * as ISO strings (Firestore stores them as timestamps).
 */
export type ArticleDocument = Omit<Article, "createdAt" | "updatedAt" | "revisions"> & {
  slug: string;
  createdAt: string;
  updatedAt?: string;
  revisions?: { date: string; change: string }[];
};
