import { useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormAlert } from "~/components/ui/form-alert";
import { EditFastForm } from "./edit-fast-form";
import { paths } from "~/config/paths";
import { toolCards } from "~/config/tools";
import { HOUR_MS, type Fast } from "./fast-records";
import { eatingWindow, elapsedMs, plannedEndAt, remainingMs } from "./fast-progress";
import { plans } from "./fasting-plans";
import { formatClock, formatWhen } from "./local-time";
import { focusedHeading, useFocusOnMount } from "~/hooks/use-focus-on-mount";
import { ProgressRing, ringMarks } from "./progress-ring";
import { askToNotify, notificationState, scheduleReminder, showFastBadge } from "./reminder";

/** The schedule generator's calendar files remind through the phone's calendar, site closed or not. */
const scheduleTool = toolCards.find((card) => card.id === "fasting-schedule");

const NIGHT = { from: 21, until: 5 };
/** Past a day without food, ending a fast deserves a word about how. */
const LONG_FAST_HOURS = 24;

function lastMealForNoon(targetHours: number, now: number) {
  const noon = new Date(now);
  noon.setHours(12, 0, 0, 0);
  return noon.getTime() - targetHours * HOUR_MS;
}

const planLabel = (fast: Fast) =>
  fast.plan === "custom"
    ? `Custom, ${fast.targetHours} h`
    : (plans.find((plan) => plan.id === fast.plan)?.label ?? fast.plan);

export function RunningFast({
  fast,
  now,
  problem,
  attempt,
  onEnd,
  onEdit,
  onCancel,
  onClearProblem,
  reminder,
  focusHeading,
}: {
  fast: Fast;
  now: number;
  problem: string | null;
  attempt: number;
  onEnd: () => void;
  onEdit: (edited: Fast | { problem: string }) => Promise<boolean>;
  onCancel: () => void;
  onClearProblem: () => void;
  reminder: React.ReactNode;
  /** It replaced the start form after an action: its heading takes focus. */
  focusHeading: boolean;
}) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const [editing, setEditing] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const end = plannedEndAt(fast);
  const eating = eatingWindow(fast);
  const marks = ringMarks(fast.targetHours);
  const reached = remainingMs(fast, now) === 0;
  const opensHour = eating ? new Date(eating.opensAt).getHours() : null;
  const opensAtNight = opensHour !== null && (opensHour >= NIGHT.from || opensHour < NIGHT.until);
  const isLong = fast.targetHours > LONG_FAST_HOURS || elapsedMs(fast, now) > LONG_FAST_HOURS * HOUR_MS;
  const hoursFasted = Math.floor(elapsedMs(fast, now) / HOUR_MS);

  // The installed app's icon counts the hours; it changes once an hour, not every tick.
  useEffect(() => showFastBadge(hoursFasted), [hoursFasted]);
  // However the fast stops showing (ended, deleted, replaced by an import), the count goes.
  useEffect(() => () => showFastBadge(null), []);

  return (
    <div>
      {/* First in the view: on a phone, the focus it takes after Start keeps the ring below it on screen. */}
      <h2 ref={heading} tabIndex={-1} className={`text-2xl font-bold text-ink-950 ${focusedHeading}`}>
        {reached ? "Goal reached: you can eat now" : "You’re fasting"}
      </h2>
      {reached && (
        <p className="mt-2 text-ink-800">
          You’ve fasted for your {fast.targetHours} h goal. Choose End fast when you eat, so the fast is saved
          in your history.
        </p>
      )}
      <div className="mt-6 grid items-center gap-8 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)] md:gap-12">
        <div>
          <ProgressRing fast={fast} now={now} marks={marks} />
          {marks.length > 0 && (
            <ol className="mt-4 space-y-1 text-sm text-ink-700">
              {marks.map((mark, index) => (
                <li key={mark.id} className="flex gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-ink-700 text-xs font-semibold text-ink-900"
                  >
                    {index + 1}
                  </span>
                  <span>
                    {mark.fromHours} h:{" "}
                    <Link
                      to={`#phase-${mark.id}`}
                      className="font-medium text-brand-800 underline underline-offset-2"
                    >
                      {mark.label}
                    </Link>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium text-ink-700">Plan</dt>
              <dd className="font-semibold text-ink-950">{planLabel(fast)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-700">Started</dt>
              <dd className="font-semibold text-ink-950">{formatWhen(fast.startedAt, now)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-700">Planned end</dt>
              <dd className="font-semibold text-ink-950">{formatWhen(end, now)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-ink-700">Eating window after</dt>
              <dd className="font-semibold text-ink-950">
                {eating ? `${formatClock(eating.opensAt)} – ${formatClock(eating.closesAt)}` : "None planned"}
              </dd>
            </div>
          </dl>
          {opensAtNight && (
            <p className="mt-4 text-sm text-ink-700">
              This eating window falls in the night. A last meal at{" "}
              {formatClock(lastMealForNoon(fast.targetHours, now))} would open it at noon.
            </p>
          )}
          {isLong && (
            <p className="mt-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink-900">
              After more than a day without food, break the fast gently: a moderate meal, eaten slowly. If
              you’ve eaten very little for a long stretch, ask a doctor before eating normally again.{" "}
              <Link
                to={`${paths.quickAnswers}#breaking-a-fast`}
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                How to break a fast
              </Link>
            </p>
          )}

          {problem && !editing && (
            <div className="mt-5">
              <FormAlert message={problem} attempt={attempt} />
            </div>
          )}

          {editing ? (
            <div className="mt-6">
              <EditFastForm
                fast={fast}
                now={now}
                problem={problem}
                attempt={attempt}
                onSave={(edited) => void onEdit(edited).then((saved) => saved && setEditing(false))}
                onCancel={() => {
                  setEditing(false);
                  onClearProblem();
                }}
              />
            </div>
          ) : (
            <div className="mt-6 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => {
                  showFastBadge(null);
                  onEnd();
                }}
                className={buttonStyles.primary}
              >
                End fast
              </button>
              <button type="button" onClick={() => setEditing(true)} className={buttonStyles.ghost}>
                Edit start
              </button>
              <button type="button" onClick={() => setConfirmCancel(true)} className={buttonStyles.ghost}>
                Cancel fast
              </button>
            </div>
          )}
          <div className="mt-6">{reminder}</div>
        </div>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        title="Discard this fast?"
        confirmLabel="Discard fast"
        onConfirm={() => {
          setConfirmCancel(false);
          showFastBadge(null);
          onCancel();
        }}
        onCancel={() => setConfirmCancel(false)}
      >
        It won’t be kept in your history. To keep a fast that ended early, choose End fast instead.
      </ConfirmDialog>
    </div>
  );
}

/** The browser will not ask again after a refusal, so the refusal is explained with where to undo it. */
export function ReminderSettings({
  on,
  fast,
  now,
  onSave,
}: {
  on: boolean;
  fast: Fast;
  now: number;
  onSave: (next: boolean) => Promise<{ message: string } | null>;
}) {
  const [permission, setPermission] = useState(notificationState);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const end = plannedEndAt(fast);
  const isActive = on && permission === "granted";

  // Back from the browser's site settings, the page reads the permission again.
  useEffect(() => {
    const reread = () => setPermission(notificationState());
    window.addEventListener("focus", reread);
    document.addEventListener("visibilitychange", reread);
    return () => {
      window.removeEventListener("focus", reread);
      document.removeEventListener("visibilitychange", reread);
    };
  }, []);

  useEffect(
    () => (isActive ? scheduleReminder({ at: end, fastId: fast.id, hours: fast.targetHours }) : undefined),
    [isActive, end, fast.id, fast.targetHours],
  );

  if (permission === "unsupported") {
    return (
      <p className="text-sm text-ink-700">
        This browser can’t show notifications.
        {scheduleTool && (
          <>
            {" "}
            A calendar file from the{" "}
            <Link to={scheduleTool.link} className="font-medium text-brand-800 underline underline-offset-2">
              fasting schedule generator
            </Link>{" "}
            can remind you instead.
          </>
        )}
      </p>
    );
  }
  if (remainingMs(fast, now) === 0) return null;

  const toggle = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const next = !isActive;
      if (next) {
        const answer = await askToNotify();
        setPermission(answer);
        if (answer !== "granted") return;
      }
      const refused = await onSave(next);
      if (refused) setProblem(refused.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rounded-2xl border border-ink-100 bg-cream p-4">
      <p role="status" className="font-medium text-ink-900">
        {isActive
          ? `You’ll get a notification at ${formatClock(end)}, when you reach your goal.`
          : "Get a notification when you reach your goal."}
      </p>
      {permission === "denied" ? (
        <p className="mt-1 text-sm text-ink-800">
          <strong className="font-semibold">Notifications are blocked for this site.</strong> To allow them,
          open your browser’s site settings (from the icon beside the web address), set Notifications to
          Allow, then press the button again.
        </p>
      ) : (
        <p className="mt-1 text-sm text-ink-700">
          Works while this site is open in a tab or as the installed app; nothing is sent to a server.
        </p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => void toggle()}
        className={`${buttonStyles.ghost} mt-3 disabled:opacity-60`}
      >
        {isActive ? "Turn off the notification" : "Notify me at my goal"}
      </button>
      {problem && (
        <p role="alert" className="mt-2 text-fuel-900">
          {problem}
        </p>
      )}
    </div>
  );
}
