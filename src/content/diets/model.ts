/** A diet guide page: content as data, plain text only. */
export interface DietSection {
  /** Anchor id for the on-page table of contents, kebab-case. */
  id: string;
  title: string;
  paragraphs: string[];
}

export interface DietGuide {
  /** URL segment under /diets/. */
  slug: "intermittent-fasting" | "ketogenic-diet" | "mediterranean-diet" | "paleo-diet" | "vegan-diet";
  /** Short name, e.g. "Ketogenic diet". */
  name: string;
  /** Page h1. */
  title: string;
  subtitle: string;
  /** Meta description, 120–160 characters. */
  description: string;
  illustration: { src: string; width: number; height: number };
  /** The explanation: 2–4 sections. */
  explanation: DietSection[];
  /** Foods to eat / avoid (not on the fasting guide). */
  foodsToEat?: string[];
  foodsToAvoid?: string[];
  benefits: { title: string; text: string }[];
  /** Combining the diet with fasting (on the fasting guide: with keto). */
  combining: DietSection;
  /** Safety notes; the fasting guide's lists who should not fast. */
  safety?: { title: string; points: string[] };
  /** Tools that fit this diet. */
  relatedTools: { label: string; to: string; text: string }[];
  /** `interests`: funding or author ties that bear on the finding, as the paper or publisher states them. */
  sources: { citation: string; url?: string; interests?: string }[];
}

/** A row of the diet comparison table. */
export interface DietComparisonRow {
  name: string;
  link: string;
  carbs: string;
  bestFor: string[];
  compatibleWithIF: boolean;
}
