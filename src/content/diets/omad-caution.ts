/**
 * The caution about OMAD (one meal a day), shared by the intermittent fasting
 * guide and the Fasting Schedule Generator so the two never disagree. The
 * study is Stote et al. 2007 (Am J Clin Nutr 85(4):981-988, cited in the
 * guide's sources): an 8-week crossover of 1 vs 3 meals a day at the same
 * calories, in which one meal a day raised hunger, blood pressure and total
 * and LDL cholesterol.
 */
export const omadCaution =
  "OMAD is the most extreme of the common schedules, and the evidence is thin. In a small controlled study, healthy, normal-weight, middle-aged adults who ate all their calories in one daily meal for eight weeks felt hungrier and had small rises in blood pressure and in total and LDL cholesterol compared with eating three meals. Packing enough nutrients into one meal is also hard, so we don’t recommend it as a starting point.";
