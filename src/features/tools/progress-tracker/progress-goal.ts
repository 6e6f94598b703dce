import { dateOfDay, dayNumber, WEIGHT_RANGE_KG } from "./weight-entries";
import type { TrendPoint, WeeklyRate } from "./weight-trend";
import {
  fromCm,
  fromKg,
  oneDecimal,
  parseDecimal,
  rangeIn,
  toCm,
  toKg,
  type LengthUnit,
  type WeightUnit,
} from "./units";

/**
 * The goal weight: whether the tracker accepts it, when the trend would reach
 * it, and when the trend moves faster than is wise.
 */

/**
 * Below this body-mass index the World Health Organization classes an adult
 * as underweight (WHO, Nutrition Landscape Information System: "BMI <18.5:
 * underweight"). The tracker sets no goal below it.
 */
export const BMI_UNDERWEIGHT = 18.5;

/**
 * Heights the tracker accepts, in cm (4 ft to 8 ft, as the macro calculator).
 */
export const HEIGHT_RANGE_CM = { min: 122, max: 244 } as const;

/** Body-mass index: weight in kg over the square of the height in metres. */
export const bmi = (kg: number, heightCm: number): number => kg / (heightCm / 100) ** 2;

/** The lowest weight (kg) at `heightCm` whose BMI is not under 18.5. */
export const lowestGoalKg = (heightCm: number): number => BMI_UNDERWEIGHT * (heightCm / 100) ** 2;

export interface GoalInput {
  goal: string;
  height: string;
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
}

export type GoalProblems = Partial<Record<"goal" | "height", string>>;

/**
 * The goal as typed, or why it is refused: a height outside 122–244 cm, a
 * goal outside 25–350 kg, or a goal whose BMI at that height would be under
 * 18.5. Every message says the numbers in the visitor's units.
 */
export function checkGoal(
  input: GoalInput,
): { goalKg: number; heightCm: number } | { problems: GoalProblems } {
  const problems: GoalProblems = {};
  const height = parseDecimal(input.height);
  const heightCm = height === null ? null : toCm(height, input.lengthUnit);
  if (heightCm === null || heightCm < HEIGHT_RANGE_CM.min || heightCm > HEIGHT_RANGE_CM.max) {
    const { min, max } = rangeIn(HEIGHT_RANGE_CM, (cm) => fromCm(cm, input.lengthUnit));
    problems.height = `Enter your height from ${min} to ${max} ${input.lengthUnit}: a goal is checked against it.`;
  }
  const goal = parseDecimal(input.goal);
  const goalKg = goal === null ? null : toKg(goal, input.weightUnit);
  if (goalKg === null || goalKg < WEIGHT_RANGE_KG.min || goalKg > WEIGHT_RANGE_KG.max) {
    const { min, max } = rangeIn(WEIGHT_RANGE_KG, (kg) => fromKg(kg, input.weightUnit));
    problems.goal = `Enter a goal weight from ${min} to ${max} ${input.weightUnit}.`;
  } else if (heightCm !== null && !problems.height && bmi(goalKg, heightCm) < BMI_UNDERWEIGHT) {
    const lowest = rangeIn({ min: lowestGoalKg(heightCm), max: WEIGHT_RANGE_KG.max }, (kg) =>
      fromKg(kg, input.weightUnit),
    ).min;
    problems.goal = `At your height, ${oneDecimal(goal ?? 0)} ${input.weightUnit} is a BMI of ${oneDecimal(bmi(goalKg, heightCm))}, under 18.5, which the World Health Organization classes as underweight. The tracker sets no goal below ${lowest} ${input.weightUnit} for you.`;
  }
  if (Object.keys(problems).length > 0 || goalKg === null || heightCm === null) return { problems };
  return { goalKg: Math.round(goalKg * 1000) / 1000, heightCm: Math.round(heightCm * 10) / 10 };
}

/** Days of trend needed before a date is projected: two weeks, so one good week doesn't promise a date. */
export const PROJECTION_MIN_DAYS = 14;
/** Within this (kg) of the goal, the trend has reached it. */
export const REACHED_WITHIN_KG = 0.1;
/** No date is given further ahead than this (days): so far out, a date means nothing. */
export const PROJECTION_MAX_DAYS = 730;
/**
 * The range is the trend's current rate, a quarter slower to a quarter
 * faster: rates wander from week to week, and a single date would promise a
 * precision the numbers don't have.
 */
export const RATE_SPREAD = 0.25;

export type Projection =
  | { kind: "reached" }
  /** Fewer than 14 days of trend, or no weekly rate yet. */
  | { kind: "too-early" }
  /** The trend is flat or moves away from the goal. */
  | { kind: "not-toward" }
  /** More than two years away at the slower rate. */
  | { kind: "far" }
  | { kind: "range"; earliest: string; latest: string };

/**
 * When the trend would reach `goalKg` if it kept moving as it does now: a
 * date range from the last weigh-in, at the weekly rate plus or minus a
 * quarter (faster gives the earliest date, slower the latest). Only when the
 * trend spans 14 days or more and moves toward the goal.
 */
export function projectGoal(
  points: readonly TrendPoint[],
  rate: WeeklyRate | null,
  goalKg: number,
): Projection {
  const latest = points.at(-1);
  if (!latest) return { kind: "too-early" };
  const distance = goalKg - latest.trendKg;
  if (Math.abs(distance) <= REACHED_WITHIN_KG) return { kind: "reached" };
  if (points.length < PROJECTION_MIN_DAYS || !rate) return { kind: "too-early" };
  const perDay = rate.kgPerWeek / 7;
  if (perDay === 0 || Math.sign(perDay) !== Math.sign(distance)) return { kind: "not-toward" };
  const days = distance / perDay;
  const soonest = Math.max(1, Math.floor(days / (1 + RATE_SPREAD)));
  const slowest = Math.max(soonest + 1, Math.ceil(days / (1 - RATE_SPREAD)));
  if (slowest > PROJECTION_MAX_DAYS) return { kind: "far" };
  const last = dayNumber(latest.date);
  return { kind: "range", earliest: dateOfDay(last + soonest), latest: dateOfDay(last + slowest) };
}

/**
 * Faster than this loss (% of body weight a week) gets a caution: Helms,
 * Aragon & Fitschen (2014, J Int Soc Sports Nutr 11:20) recommend losing
 * about 0.5–1 % of body weight a week to keep muscle while dieting.
 */
export const CAUTION_PERCENT_PER_WEEK = 1;

/** True when the trend loses more than 1 % of body weight a week. */
export const isLosingTooFast = (rate: WeeklyRate | null): boolean =>
  rate !== null && rate.percentPerWeek < -CAUTION_PERCENT_PER_WEEK;
