import type { Diet, Goal, Meal } from "~/content/meal-ideas/model";

/** A diet guide page: content as data, plain text only. */
export interface DietSection {
  /** Anchor id for the on-page table of contents, kebab-case. */
  id: string;
  title: string;
  paragraphs: string[];
}

/**
 * A guide's summary for readers who skim: its headline number, a typical
 * plate, one sample day and where to go next. Repeats what the guide says;
 * adds no figures of its own.
 */
export interface DietAtAGlance {
  /** The number a reader should remember, worded as the guide states and cites it. */
  target: {
    /** What is counted, e.g. "Net carbs a day". */
    label: string;
    /** The figure, word for word as section `sectionId` states it (case aside). */
    figure: string;
    /** One sentence of context, from the guide's own text. */
    text: string;
    /** The explanation section that states the figure and names its sources. */
    sectionId: string;
  };
  /** A picture of a typical plate; `caption` says in words what is on it. */
  plate: { src: string; width: number; height: number; alt: string; caption: string };
  /** One day of dishes named word for word from the Meal Examples tool's `diet` and `goal` lists. */
  sampleDay: {
    diet: Diet;
    goal: Goal;
    meals: { meal: Meal; title: string }[];
    /** The Meal Examples tool, where the dishes are described. */
    to: string;
  };
  /** Where to go next: tools, each labelled for this diet. */
  links: { label: string; to: string }[];
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
  /** A summary shown before the explanation (only where one has been written). */
  atAGlance?: DietAtAGlance;
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
