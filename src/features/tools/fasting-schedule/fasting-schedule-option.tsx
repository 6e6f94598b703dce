import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { paths } from "~/config/paths";
import { downloadText } from "~/lib/download";
import { omadCaution } from "~/content/diets/omad-caution";
import { describeSchedule, formatClockTime, toTimeValue, type FastingSchedule } from "./fasting-schedule";
import { buildIcs, icsFileName } from "./fasting-schedule-ics";
import { ScheduleTimeline } from "./fasting-schedule-timeline";

const taglines: Record<FastingSchedule["id"], string> = {
  "16-8": "Fast 16 hours, eat within 8.",
  "18-6": "Fast 18 hours, eat within 6.",
  omad: "Fast about 23 hours, eat one meal — the most demanding option.",
};

/** The schedule's plan and the clock time its fast starts (the eating window's close), for the fasting timer. */
const timerLink = (schedule: FastingSchedule) =>
  `${paths.fastingTimer}?${new URLSearchParams({
    plan: schedule.id === "omad" ? "omad" : schedule.name,
    from: toTimeValue(schedule.eatingEnd),
  }).toString()}`;

/** My plan, with this schedule's plan and the time its window opens. */
const planLink = (schedule: FastingSchedule) =>
  `${paths.myPlan}?${new URLSearchParams({ plan: schedule.id, opens: toTimeValue(schedule.eatingStart) }).toString()}`;

type Feedback = "" | "copied" | "copy-failed" | "downloaded";

function downloadIcs(schedule: FastingSchedule, withWeighIn: boolean) {
  const weighInUrl = withWeighIn ? new URL(paths.progressTracker, window.location.origin).href : undefined;
  downloadText(
    icsFileName(schedule),
    "text/calendar;charset=utf-8",
    buildIcs({ schedule, now: new Date(), weighInUrl }),
  );
}

export function ScheduleOption({
  schedule,
  withWeighIn = false,
}: {
  schedule: FastingSchedule;
  /** The calendar file also books a daily weigh-in at the wake time. */
  withWeighIn?: boolean;
}) {
  const headingId = useId();
  const [feedback, setFeedback] = useState<Feedback>("");
  const sentence = describeSchedule(schedule);

  // The confirmation fades after a while, so a second copy is announced again.
  useEffect(() => {
    if (feedback !== "copied" && feedback !== "downloaded") return;
    const timer = setTimeout(() => {
      setFeedback("");
    }, 4000);
    return () => {
      clearTimeout(timer);
    };
  }, [feedback]);

  const copy = async () => {
    // Missing outside secure contexts and in some embedded browsers.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    try {
      if (!clipboard) throw new Error("No clipboard");
      await clipboard.writeText(`${schedule.title} — ${sentence}`);
      setFeedback("copied");
    } catch {
      setFeedback("copy-failed");
    }
  };

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-ink-100 bg-cream p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-display text-xl font-semibold text-ink-950">
          {schedule.title}
        </h3>
        <p className="text-ink-700">{taglines[schedule.id]}</p>
      </div>
      <p className="mt-2 text-lg font-medium text-ink-900">{sentence}</p>
      {schedule.endsAfterBedtime && <p className="mt-1 text-fuel-800">This window runs past your bedtime.</p>}
      {/* The same caution the fasting guide gives about OMAD. */}
      {schedule.id === "omad" && (
        <p className="mt-3 rounded-xl border-2 border-fuel-300 bg-fuel-50 p-4 text-ink-900">
          <strong className="font-semibold">Caution:</strong> {omadCaution}
        </p>
      )}
      <div className="mt-4">
        <ScheduleTimeline schedule={schedule} />
        <p className="sr-only">
          On the timeline you wake at {formatClockTime(schedule.wake)} and go to bed at{" "}
          {formatClockTime(schedule.bed)}.
        </p>
      </div>
      {/* On a phone one full-width button per line, the main one first; side by side from sm up. */}
      <div className="mt-4 grid gap-3 sm:flex sm:flex-wrap sm:items-center">
        <Link to={timerLink(schedule)} className={buttonStyles.primary}>
          Start this schedule <span className="sr-only">({schedule.name}) in the fasting timer</span>
        </Link>
        <button
          type="button"
          className={buttonStyles.ghost}
          onClick={() => {
            downloadIcs(schedule, withWeighIn);
            setFeedback("downloaded");
          }}
        >
          Add to calendar <span className="sr-only">({schedule.name})</span>
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => void copy()}>
          Copy <span className="sr-only">{schedule.name} schedule</span>
        </button>
        <Link to={planLink(schedule)} className={buttonStyles.ghost}>
          Use in my plan <span className="sr-only">({schedule.name})</span>
        </Link>
        <p role="status" className="font-medium text-brand-800">
          {feedback === "copied" && "Copied!"}
          {feedback === "downloaded" && `Downloaded ${icsFileName(schedule)} — open it to add the event.`}
        </p>
      </div>
      {feedback === "copy-failed" && (
        <p role="alert" className="mt-3 text-ink-800">
          Copying isn’t available in this browser. Select the schedule text above and copy it yourself.
        </p>
      )}
    </article>
  );
}
