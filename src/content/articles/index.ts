import type { Article } from "~/lib/content-store/model";
import { article as tenBenefitsOfFasting } from "./10-benefits-of-fasting";
import { article as fastingAndGutHealth } from "./fasting-and-gut-health";
import { article as fastingAndMentalClarity } from "./fasting-and-mental-clarity";
import { article as fiberForAHealthierGut } from "./fiber-for-a-healthier-gut";
import { article as intermittentFastingForBeginners } from "./intermittent-fasting-for-beginners";
import { article as ketoBasicsNetCarbs } from "./keto-basics-net-carbs";
import { article as ketoFluAndElectrolytes } from "./keto-flu-and-electrolytes";
import { article as mealTimingForDeepWork } from "./meal-timing-for-deep-work";
import { article as protectingYourJoints } from "./protecting-your-joints-while-losing-weight";
import { article as sleepAndWeightLoss } from "./sleep-and-weight-loss";
import { article as stressCortisolAndCravings } from "./stress-cortisol-and-cravings";
import { article as whatIsACalorieDeficit } from "./what-is-a-calorie-deficit";

/** The Vault's built-in articles: served in built-in mode and uploaded to
 * Firestore from the developer page. One module per article. */
export const builtInArticles: readonly Article[] = [
  whatIsACalorieDeficit,
  tenBenefitsOfFasting,
  intermittentFastingForBeginners,
  ketoBasicsNetCarbs,
  ketoFluAndElectrolytes,
  fastingAndMentalClarity,
  fastingAndGutHealth,
  fiberForAHealthierGut,
  sleepAndWeightLoss,
  mealTimingForDeepWork,
  stressCortisolAndCravings,
  protectingYourJoints,
];
