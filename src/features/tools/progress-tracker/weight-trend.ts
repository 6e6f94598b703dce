import { dateOfDay, dayNumber, sortByDate, type WeightEntry } from "./weight-entries";
import { fromKg, oneDecimal, type WeightUnit } from "./units";

/**
 * After John Walker's *The Hacker's Diet*: the trend moves a tenth of the way toward each day's weight, as
 * water, salt and a late meal move a day's weight by more than a week of real change.
 */

export const SMOOTHING = 0.1;

export interface TrendPoint {
  date: string;
  /** Null for a day without a weigh-in. */
  weightKg: number | null;
  trendKg: number;
}

/**
 * A day without a weigh-in counts as the straight line between its neighbours, so a week away from the scale
 * neither freezes the trend nor makes the next weigh-in count seven times.
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

/** Per step; 0 for fewer than two values. */
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

/** Fewer, and one odd day still sways it. */
export const RATE_MIN_WEIGH_INS = 10;
export const RATE_WINDOW_DAYS = 14;

export interface WeeklyRate {
  /** Negative when losing. */
  kgPerWeek: number;
  percentPerWeek: number;
}

/** A straight line through two weeks of trend rather than two days' change, so no single day decides it. */
export function weeklyRate(points: readonly TrendPoint[]): WeeklyRate | null {
  const weighIns = points.filter((point) => point.weightKg !== null).length;
  const latest = points.at(-1);
  if (weighIns < RATE_MIN_WEIGH_INS || !latest) return null;
  const window = points.slice(-RATE_WINDOW_DAYS).map((point) => point.trendKg);
  const kgPerWeek = leastSquaresSlope(window) * 7;
  return { kgPerWeek, percentPerWeek: (kgPerWeek / latest.trendKg) * 100 };
}

/** "steady" when the rate rounds to 0.0 in the visitor's unit, as it is shown. */
export function trendDirection(rate: WeeklyRate | null, unit: WeightUnit): "down" | "steady" | "up" | null {
  if (!rate) return null;
  if (oneDecimal(Math.abs(fromKg(rate.kgPerWeek, unit))) === "0.0") return "steady";
  return rate.kgPerWeek < 0 ? "down" : "up";
}
