/**
 * The standard "not medical advice" note and who should not fast, shown on
 * fasting and diet content. It lists the same people as the fasting guide's
 * safety section, so the two never disagree.
 */
export const healthNote = {
  title: "Not medical advice.",
  text: "This is general education, not a diagnosis or treatment plan. Talk to your doctor before fasting or changing your diet — and do not fast without medical supervision if you are pregnant or breastfeeding, trying to conceive, under 18, underweight or a frail older adult, have a history of an eating disorder, have kidney disease or diabetes (type 1 or type 2), or take medication that lowers blood sugar or blood pressure.",
  /** The line articles end with when they suggest a change, word for word, so the copies never drift. */
  askFirst:
    "If you have diabetes, take medication (especially for blood sugar or blood pressure), are pregnant or breastfeeding, are under 18, or have a history of an eating disorder, talk to your doctor first.",
} as const;
