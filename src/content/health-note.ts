/**
 * Who should not fast without a doctor's supervision: one list, said in the
 * same words wherever the site promotes fasting — the health note, the line
 * articles end with, the fasting guide's safety section (which adds its
 * reasons), About and Editorial standards. Each entry completes "if you …".
 */
export const whoShouldNotFast = {
  pregnancy: "are pregnant, trying to conceive or breastfeeding",
  age: "are under 18",
  eatingDisorder: "have, or have had, an eating disorder",
  weight: "are underweight or a frail older adult",
  diabetes: "have diabetes (type 1 or type 2)",
  condition: "have kidney disease, heart disease or another long-term condition",
  medication: "take medication that lowers blood sugar or blood pressure, or that must be taken with food",
} as const;

const people = Object.values(whoShouldNotFast);

/** The people of {@link whoShouldNotFast} in one sentence, as the end of "if you …" ("a; b; or c": the entries hold commas of their own). */
export const whoShouldNotFastLine = `${people.slice(0, -1).join("; ")}; or ${people.at(-1) ?? ""}`;

/**
 * The standard "not medical advice" note and who should not fast, shown on
 * fasting and diet content, with where to turn when eating feels out of
 * control (charities' own pages, not numbers that change).
 */
export const healthNote = {
  title: "Not medical advice.",
  /** Beside the title where the note is folded to one line. */
  compactSummary: "Who should not fast",
  text: `This is general education, not a diagnosis or treatment plan. Talk to your doctor before fasting or changing your diet — and do not fast without medical supervision if you ${whoShouldNotFastLine}.`,
  /** The line articles end with when they suggest a change, word for word, so the copies never drift. */
  askFirst: `Talk to your doctor first if you ${whoShouldNotFastLine}.`,
  support: {
    text: "If eating or your weight has started to feel out of control, you don’t have to handle it alone: talk to your doctor, or contact an eating disorder charity such as",
    charities: [
      { name: "ANAD", where: "US", href: "https://anad.org/eating-disorder-helpline/" },
      { name: "Beat", where: "UK", href: "https://www.beateatingdisorders.org.uk/" },
    ],
  },
} as const;

/** The note as pages receive it, from the root route's data. */
export type HealthNoteText = typeof healthNote;
