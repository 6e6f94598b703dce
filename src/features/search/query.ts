import { stemmer } from "stemmer";

// Readers type the way they talk ("can I have wine on keto"); the pages use their own words ("alcohol").

/** A heading "Can I exercise while fasting?" should not win on "can", "I" and "while". */
const FILLER = new Set(
  (
    "a about after all also am an and any anything are as at be been before being but by can could did do " +
    "does doing during each eat else ever for from get gets getting go going had has have having how i if " +
    "in into is it its just me might my need needs of ok okay on or our out really should so " +
    "some than that the their them then there these they thing things this those to too try us use using " +
    "very want was way we well were what whats when where whether which while who whom why will with " +
    "without would you your yours what's it's that's there's i'm i've you're don't doesn't can't isn't"
  ).split(" "),
);

/** One way only: "track" finds the timer, but "timer" should not find every page that mentions tracking. */
const SYNONYMS: Record<string, readonly string[]> = {
  track: ["timer", "history"],
  tracker: ["timer", "history"],
  log: ["timer", "history"],
  record: ["timer", "history"],
  clock: ["timer"],
  stopwatch: ["timer"],
  wine: ["alcohol", "drink"],
  beer: ["alcohol", "drink"],
  booze: ["alcohol"],
  liquor: ["alcohol"],
  spirits: ["alcohol"],
  vodka: ["alcohol"],
  cocktail: ["alcohol"],
  drunk: ["alcohol"],
  workout: ["exercise", "training"],
  work: ["exercise"],
  lifting: ["exercise", "strength", "training"],
  lift: ["exercise", "strength", "training"],
  much: ["calculator"],
  many: ["calculator"],
  make: ["generator"],
  create: ["generator"],
  generate: ["generator"],
  build: ["generator"],
  eat: ["foods", "meals"],
  eating: ["foods", "meals"],
  foods: ["meals"],
  weightlifting: ["exercise", "strength", "training"],
  gym: ["exercise", "training"],
  cardio: ["exercise", "endurance"],
  run: ["exercise", "endurance"],
  running: ["exercise", "endurance"],
  sport: ["exercise"],
  period: ["cycle", "menstrual"],
  menstrual: ["cycle", "period"],
  menopause: ["perimenopause", "women"],
  pregnant: ["pregnancy", "women"],
  female: ["women"],
  woman: ["women"],
  buy: ["grocery", "shopping"],
  shopping: ["grocery"],
  shop: ["grocery", "shopping"],
  groceries: ["grocery"],
  cholesterol: ["ldl"],
  ldl: ["cholesterol"],
  meds: ["medicines", "medication"],
  medicine: ["medicines", "medication"],
  medication: ["medicines"],
  pills: ["medicines", "medication"],
  drugs: ["medicines", "medication"],
  tired: ["fatigue"],
  exhausted: ["fatigue"],
  dizzy: ["light"],
  hungry: ["hunger", "appetite"],
  starving: ["hunger", "appetite"],
  craving: ["cravings"],
  poop: ["constipation", "bowel"],
  constipated: ["constipation"],
  lose: ["loss"],
  losing: ["loss"],
  schedule: ["window"],
  plan: ["schedule"],
  calories: ["calorie"],
  calculate: ["calculator", "estimate"],
  signs: ["indicator"],
  recipes: ["meal", "meals"],
  recipe: ["meal", "meals"],
  ideas: ["examples"],
  vitamins: ["supplements"],
  vitamin: ["supplements"],
  supplement: ["supplements"],
  sweetener: ["sweeteners"],
  stevia: ["sweeteners"],
  sucralose: ["sweeteners"],
  aspartame: ["sweeteners"],
  erythritol: ["sweeteners"],
  cream: ["milk"],
  brain: ["mental", "focus"],
  fog: ["clarity", "focus"],
  focus: ["clarity"],
  insomnia: ["sleep"],
  teen: ["teenagers", "18"],
  teens: ["teenagers", "18"],
  teenager: ["teenagers", "18"],
  kids: ["teenagers", "children"],
  bloating: ["bloated"],
  gas: ["bloated"],
  compare: ["comparison"],
  versus: ["compare"],
  vs: ["compare"],
  safe: ["safety"],
  dangerous: ["safety", "risk"],
  thyroid: ["hypothyroidism"],
  cheat: ["refeed"],
  binge: ["cheat", "refeed"],
  month: ["weeks"],
  processed: ["dirty"],
  lazy: ["dirty", "processed"],
  junk: ["processed", "dirty"],
  fact: ["sources", "checked"],
  checked: ["sources", "check"],
  writes: ["editorial", "team"],
  author: ["editorial", "team"],
  authors: ["editorial", "team"],
};

/** Phrases that ask about something none of their words name: "what to eat after fasting" is about breaking. */
const PHRASES: readonly [pattern: RegExp, word: string, forms: readonly string[]][] = [
  [/\b(?:after|end(?:ing)?|finish(?:ing)?) (?:a |my |the )?fast/, "breaking", ["break"]],
  [/\bor\b.*\b(?:better|best|healthier)\b|\bwhich is (?:better|best|healthier)\b/, "compare", ["comparison"]],
  // "Which supplements should I take?" asks for a recommendation, which the matcher makes.
  [/\b(?:which|what|best) supplements?\b|\bsupplements? (?:should|do|can) i\b/, "matcher", []],
];

/** Forms the stemmer keeps apart ("keto" → "ketosis"). */
const FORMS = new Set([
  "s",
  "es",
  "ed",
  "ing",
  "er",
  "ers",
  "y",
  "ly",
  "ies",
  "sis",
  "osis",
  "ones",
  "one",
  "genic",
  "ogenic",
  "al",
  "ally",
  "ness",
  "ment",
  "ments",
  "ic",
  "ics",
  "ion",
  "ions",
  "ation",
  "ations",
]);

/** "16:8" and "don’t" stay whole. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{N}]+(?:[:'.-][\p{L}\p{N}]+)*/gu) ?? []
  );
}

export const isFiller = (word: string) => FILLER.has(word);

/** A page's words are compared with every key's terms, so each stem is worked out once. */
const stems = new Map<string, string>();
const stemOf = (word: string) => {
  let stem = stems.get(word);
  if (stem === undefined) stems.set(word, (stem = stemmer(word)));
  return stem;
};

/** Same stem, a longer form the stemmer keeps apart, or any word the word being typed (`prefix`) begins. */
export function isFormOf(word: string, term: string, prefix = false): boolean {
  if (word === term) return true;
  if (prefix && word.startsWith(term)) return true;
  if (word.length < 3 || term.length < 3) return false;
  if (stemOf(word) === stemOf(term)) return true;
  // One way only: "keto" finds "ketosis", but a question about ketosis is not about every keto page.
  return term.length >= 4 && word.startsWith(term) && FORMS.has(word.slice(term.length));
}

export interface QueryTerm {
  word: string;
  /** The reader's word first, then the site's synonyms. */
  forms: readonly string[];
  prefix: boolean;
}

/** A query of filler alone ("how do I") keeps its words, so it still finds something. */
export function readQuery(query: string): QueryTerm[] {
  const words = wordsOf(query);
  const meaningful = words.filter((word) => !isFiller(word));
  const kept = meaningful.length > 0 ? meaningful : words;
  const last = words.at(-1);
  const seen = new Set<string>();
  const terms = kept.flatMap((word) => {
    if (seen.has(word)) return [];
    seen.add(word);
    const forms = [word, ...(SYNONYMS[word] ?? []).filter((form) => form !== word)];
    return [{ word, forms, prefix: word === last && !/\s$/.test(query) }];
  });
  const asked = words.join(" ");
  for (const [pattern, word, forms] of PHRASES) {
    if (pattern.test(asked) && !seen.has(word)) terms.push({ word, forms: [word, ...forms], prefix: false });
  }
  return terms;
}

export function formMatched(word: string, term: QueryTerm): string | undefined {
  const [own, ...others] = term.forms;
  if (own !== undefined && isFormOf(word, own, term.prefix)) return own;
  return others.find((form) => isFormOf(word, form));
}
