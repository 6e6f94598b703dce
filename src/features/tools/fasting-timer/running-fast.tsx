import { useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormAlert } from "~/components/ui/form-alert";
import { EditFastForm } from "./edit-fast-form";
import { paths } from "~/config/paths";
import { HOUR_MS, type Fast } from "./fast-records";
import { eatingWindow, elapsedMs, plannedEndAt, remainingMs } from "./fast-progress";
import { plans } from "./fasting-plans";
import { formatClock, formatWhen } from "./local-time";
import { focusedHeading, useFocusOnMount } from "~/hooks/use-focus-on-mount";
import { ProgressRing, ringMarks } from "./progress-ring";

/** Local hours when an eating window counts as opening at night. */
const NIGHT = { from: 21, until: 5 };
/** Past a day without food, ending a fast deserves a word about how. */
const LONG_FAST_HOURS = 24;

/** The last meal that would open the eating window at noon today, for `targetHours`. */
function lastMealForNoon(targetHours: number, now: number) {
  const noon = new Date(now);
  noon.setHours(12, 0, 0, 0);
  return noon.getTime() - targetHours * HOUR_MS;
}

const planLabel = (fast: Fast) =>
  fast.plan === "custom"
    ? `Custom, ${fast.targetHours} h`
    : (plans.find((plan) => plan.id === fast.plan)?.label ?? fast.plan);

/**
 * The fast in progress: the ring, when it started and is planned to end, the
 * eating window after it, and End / Edit start / Cancel.
 */
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
  /** The visitor closed the form the problem was about. */
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
              <button type="button" onClick={onEnd} className={buttonStyles.primary}>
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
          onCancel();
        }}
        onCancel={() => setConfirmCancel(false)}
      >
        It won’t be kept in your history. To keep a fast that ended early, choose End fast instead.
      </ConfirmDialog>
    </div>
  );
}
