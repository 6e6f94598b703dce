import { MINUTE_MS, type Fast } from "./fast-records";
import { elapsedMs, metTarget } from "./fast-progress";

/**
 * The words said about a fast the moment it ends, and the hour labels of the
 * week's chart. Plain text for people, not a ticking display: parts that are
 * zero are left out ("17 h", "42 min"), and minutes are rounded down, as in
 * the history list, so "16 h 42 min" and "1 h 18 min short" add up to the
 * 18 h goal. A number and its unit are joined by a no-break space, so a
 * narrow screen never leaves "18" at the end of one line and "h" on the next.
 */

/** "18 h" with a no-break space. */
const unit = (value: number, name: "h" | "min") => `${value}\u00a0${name}`;

/** A whole number of minutes as "16 h 42 min", "17 h" or "42 min"; under one minute, "less than a minute". */
export function formatSpan(totalMinutes: number): string {
  const minutes = Number.isFinite(totalMinutes) ? Math.max(0, Math.floor(totalMinutes)) : 0;
  if (minutes === 0) return "less than a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, "min");
  return rest === 0 ? unit(hours, "h") : `${unit(hours, "h")} ${unit(rest, "min")}`;
}

export interface EndedFastSummary {
  /** How long the fast lasted, e.g. "16 h 42 min". */
  duration: string;
  isGoalMet: boolean;
  /** "Goal met: you reached your 16 h goal." or "1 h 18 min short of your 18 h goal." */
  goal: string;
}

/** What to tell the visitor about a fast that has just ended (`endedAt` set). */
export function summarizeEndedFast(fast: Fast): EndedFastSummary {
  const fastedMinutes = Math.floor(elapsedMs(fast, fast.endedAt ?? fast.startedAt) / MINUTE_MS);
  const isGoalMet = metTarget(fast);
  const goal = isGoalMet
    ? `Goal met: you reached your ${unit(fast.targetHours, "h")} goal.`
    : `${formatSpan(fast.targetHours * 60 - fastedMinutes)} short of your ${unit(fast.targetHours, "h")} goal.`;
  return { duration: formatSpan(fastedMinutes), isGoalMet, goal };
}

/**
 * A day's bar label on the week's chart, in whole hours rounded down (a day of
 * 16 h 59 min has not reached a 17 h goal): "17 h", "<1 h" for a few minutes,
 * and nothing for a day without fasting.
 */
export function barLabel(hours: number): string {
  if (!(hours > 0)) return "";
  return hours < 1 ? "<1 h" : `${Math.floor(hours)} h`;
}

/** The same figure for the chart's table, read aloud: "17 h", "under 1 h" or "none". */
export function spokenHours(hours: number): string {
  if (!(hours > 0)) return "none";
  return hours < 1 ? "under 1 h" : `${Math.floor(hours)} h`;
}
