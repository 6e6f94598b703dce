import { dateOfDay, dayNumber, sortByDate, type WeightEntry } from "./weight-entries";
import { fromKg, oneDecimal, type WeightUnit } from "./units";

/**
 * The trend under the day-to-day noise of a scale, after John Walker's
 * *The Hacker's Diet*: an exponentially smoothed moving average that moves a
 * tenth of the way from the trend toward each day's weight,
 *   trend ← trend + 0.1 × (weight − trend),
 * starting at the first weight. Water, salt and a late meal move a day's
 * weight by more than a week of real change; a tenth of it barely moves the trend.
 */

/** How far the trend moves toward each day's weight. */
export const SMOOTHING = 0.1;

export interface TrendPoint {
  /** The calendar date, "2026-05-01". */
  date: string;
  /** The weight logged that day (kg), or null for a day without a weigh-in. */
  weightKg: number | null;
  /** The trend at the end of that day (kg). */
  trendKg: number;
}

/**
 * One point per calendar day from the first weigh-in to the last. A day
 * without a weigh-in counts as the weight on the straight line between the
 * weigh-ins either side of it: the trend still takes one step a day, so a
 * week away from the scale neither freezes it nor makes the next weigh-in
 * count seven times. Only logged days carry a `weightKg`.
 */
export function dailyTrend(entries: readonly WeightEntry[]): TrendPoint[] {
  const sorted = sortByDate(entries);
  const first = sorted[0];
  if (!first) return [];
  const points: TrendPoint[] = [{ date: first.date, weightKg: first.weightKg, trendKg: first.weightKg }];
  let trend = first.weightKg;
  let previous = first;
  for (const entry of sorted.slice(1)) {
    const from = dayNumber(previous.date);
    const gap = dayNumber(entry.date) - from;
    for (let step = 1; step <= gap; step += 1) {
      const isLogged = step === gap;
      const weight = isLogged
        ? entry.weightKg
        : previous.weightKg + ((entry.weightKg - previous.weightKg) * step) / gap;
      trend += SMOOTHING * (weight - trend);
      points.push({
        date: dateOfDay(from + step),
        weightKg: isLogged ? entry.weightKg : null,
        trendKg: trend,
      });
    }
    previous = entry;
  }
  return points;
}

/** The least-squares slope of `values` against their index (per step); 0 for fewer than two. */
export function leastSquaresSlope(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  let covariance = 0;
  let variance = 0;
  values.forEach((value, index) => {
    covariance += (index - meanX) * (value - meanY);
    variance += (index - meanX) ** 2;
  });
  return covariance / variance;
}

/** Weigh-ins needed before a weekly rate is shown: fewer, and one odd day still sways it. */
export const RATE_MIN_WEIGH_INS = 10;
/** The days of trend the weekly rate is fitted to: the last two weeks, or all of them when fewer. */
export const RATE_WINDOW_DAYS = 14;

export interface WeeklyRate {
  /** Change of the trend per week, kg; negative when losing. */
  kgPerWeek: number;
  /** The same as a percentage of the latest trend weight. */
  percentPerWeek: number;
}

/**
 * How fast the trend moves: the least-squares slope of the daily trend over
 * the last 14 days, times 7. A straight line through two weeks of trend,
 * rather than the change between two days, so no single day decides it.
 * Null until there are 10 weigh-ins.
 */
export function weeklyRate(points: readonly TrendPoint[]): WeeklyRate | null {
  const weighIns = points.filter((point) => point.weightKg !== null).length;
  const latest = points.at(-1);
  if (weighIns < RATE_MIN_WEIGH_INS || !latest) return null;
  const window = points.slice(-RATE_WINDOW_DAYS).map((point) => point.trendKg);
  const kgPerWeek = leastSquaresSlope(window) * 7;
  return { kgPerWeek, percentPerWeek: (kgPerWeek / latest.trendKg) * 100 };
}

/**
 * Which way the trend is going, as quiet mode says it: "steady" when its
 * weekly rate rounds to 0.0 in the visitor's unit (as the rate is shown
 * otherwise), else "down" or "up"; null before there is a rate.
 */
export function trendDirection(rate: WeeklyRate | null, unit: WeightUnit): "down" | "steady" | "up" | null {
  if (!rate) return null;
  if (oneDecimal(Math.abs(fromKg(rate.kgPerWeek, unit))) === "0.0") return "steady";
  return rate.kgPerWeek < 0 ? "down" : "up";
}
