import { MINUTE_MS, type Fast } from "./fast-records";
import { elapsedMs, metTarget } from "./fast-progress";

/**
 * Minutes are rounded down, as in the history list, so "16 h 42 min" and "1 h 18 min short" add up to the
 * 18 h goal. A no-break space joins a number and its unit, so "18" and "h" never split across lines.
 */

const unit = (value: number, name: "h" | "min") => `${value}\u00a0${name}`;

/** Under one minute, "less than a minute". */
export function formatSpan(totalMinutes: number): string {
  const minutes = Number.isFinite(totalMinutes) ? Math.max(0, Math.floor(totalMinutes)) : 0;
  if (minutes === 0) return "less than a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return unit(rest, "min");
  return rest === 0 ? unit(hours, "h") : `${unit(hours, "h")} ${unit(rest, "min")}`;
}

export interface EndedFastSummary {
  duration: string;
  isGoalMet: boolean;
  goal: string;
}

export function summarizeEndedFast(fast: Fast): EndedFastSummary {
  const fastedMinutes = Math.floor(elapsedMs(fast, fast.endedAt ?? fast.startedAt) / MINUTE_MS);
  const isGoalMet = metTarget(fast);
  const goal = isGoalMet
    ? `Goal met: you reached your ${unit(fast.targetHours, "h")} goal.`
    : `${formatSpan(fast.targetHours * 60 - fastedMinutes)} short of your ${unit(fast.targetHours, "h")} goal.`;
  return { duration: formatSpan(fastedMinutes), isGoalMet, goal };
}

/** Whole hours rounded down: a day of 16 h 59 min has not reached a 17 h goal. */
export function barLabel(hours: number): string {
  if (!(hours > 0)) return "";
  return hours < 1 ? "<1 h" : `${Math.floor(hours)} h`;
}

/** Read aloud: "17 h", "under 1 h" or "none". */
export function spokenHours(hours: number): string {
  if (!(hours > 0)) return "none";
  return hours < 1 ? "under 1 h" : `${Math.floor(hours)} h`;
}
