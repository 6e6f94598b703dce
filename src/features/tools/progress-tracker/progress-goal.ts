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

/** WHO classes an adult under this BMI as underweight; the tracker sets no goal below it. */
export const BMI_UNDERWEIGHT = 18.5;

/** 4 ft to 8 ft, as the macro calculator. */
export const HEIGHT_RANGE_CM = { min: 122, max: 244 } as const;

export const bmi = (kg: number, heightCm: number): number => kg / (heightCm / 100) ** 2;

export const lowestGoalKg = (heightCm: number): number => BMI_UNDERWEIGHT * (heightCm / 100) ** 2;

export interface GoalInput {
  goal: string;
  height: string;
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
}

export type GoalProblems = Partial<Record<"goal" | "height", string>>;

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

/** Two weeks, so one good week doesn't promise a date. */
export const PROJECTION_MIN_DAYS = 14;
export const REACHED_WITHIN_KG = 0.1;
/** So far out, a date means nothing. */
export const PROJECTION_MAX_DAYS = 730;
/** Rates wander from week to week; a single date would promise a precision the numbers don't have. */
export const RATE_SPREAD = 0.25;

export type Projection =
  | { kind: "reached" }
  | { kind: "too-early" }
  | { kind: "not-toward" }
  | { kind: "far" }
  | { kind: "range"; earliest: string; latest: string };

/** A date range from the last weigh-in: the faster rate gives the earliest date, the slower the latest. */
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

/** Helms, Aragon & Fitschen (2014) recommend losing about 0.5–1 % of body weight a week to keep muscle. */
export const CAUTION_PERCENT_PER_WEEK = 1;

export const isLosingTooFast = (rate: WeeklyRate | null): boolean =>
  rate !== null && rate.percentPerWeek < -CAUTION_PERCENT_PER_WEEK;
