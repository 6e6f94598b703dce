import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { EndedFastSummary } from "./ended-fast-summary";
import { createFastingStore } from "./fasting-store";
import { FastingHistory, type HistoryActions } from "./fasting-history";
import { checkFast, newFastId, type Fast } from "./fast-records";
import { plannedEndAt } from "./fast-progress";
import { lastOccurrence } from "./fasting-calendar";
import { mergeImported } from "./fasting-import-merge";
import { planFromQuery } from "./fasting-plans";
import { askToNotify, canNotify, scheduleReminder } from "./reminder";
import { RunningFast } from "./running-fast";
import { StartFastForm, type StartRequest } from "./start-fast-form";
import { createClock } from "./ticking-clock";
import { TimerPanelFrame } from "./timer-panel-frame";

// One store and one clock per page load, shared by every component here.
const store = createFastingStore();
const clock = createClock();

/** Puts a fast in place of its stored version (or adds it) if it passes every check against the others. */
const replaceChecked = (fast: Fast) => (fasts: Fast[]) => {
  const others = fasts.filter((other) => other.id !== fast.id);
  return checkFast(fast, others, Date.now()) ?? [...others, fast];
};

/** What the visitor is told after an action that did not go through. */
interface Problem {
  message: string;
  attempt: number;
}

/**
 * The fasting timer itself, loaded after the page has hydrated: the data
 * lives in this browser's IndexedDB, which only exists here.
 */
export default function FastingTimerApp() {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const now = useSyncExternalStore(clock.subscribe, clock.getSnapshot, clock.getSnapshot);
  const [searchParams] = useSearchParams();
  const [problem, setProblem] = useState<Problem | null>(null);
  // Set once the visitor has acted: from then on, a view that replaces another takes focus.
  const [hasActed, setHasActed] = useState(false);
  // The fast this tab has just ended, summed up until dismissed or a new fast starts.
  const [endedId, setEndedId] = useState<string | null>(null);
  const startForm = useRef<HTMLDivElement>(null);

  const fail = (message: string) => setProblem((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));

  /** Applies a change checked against the latest stored fasts; false when refused. */
  const change = async (apply: (fasts: Fast[]) => Fast[] | { message: string }) => {
    // Before the write: the store shows its result (a new view) before it resolves.
    setHasActed(true);
    const refused = await store.mutate(apply);
    if (refused) fail(refused.message);
    else setProblem(null);
    return refused === null;
  };

  const save = (fast: Fast) => change(replaceChecked(fast));

  if (state.status === "loading") {
    return (
      <TimerPanelFrame>
        <p role="status" className="text-ink-700">
          Loading your fasts…
        </p>
      </TimerPanelFrame>
    );
  }
  if (state.status === "unavailable") {
    return (
      <TimerPanelFrame>
        <div role="alert" className="rounded-2xl border border-fuel-300 bg-fuel-50 p-5 text-fuel-900">
          <p className="font-semibold">The timer can’t store anything in this browser.</p>
          <p className="mt-1">{state.message}</p>
          <button type="button" className={`${buttonStyles.ghost} mt-4`} onClick={() => void store.reload()}>
            Try again
          </button>
        </div>
      </TimerPanelFrame>
    );
  }

  const running = state.fasts.find((fast) => fast.endedAt === null) ?? null;
  // A fast started since (here or in another tab) makes the summary old news.
  if (running && endedId !== null && running.id !== endedId) setEndedId(null);
  // Read from the store, so an edit shows in it and a deleted fast takes it away.
  const ended = running
    ? null
    : (state.fasts.find((fast) => fast.id === endedId && fast.endedAt !== null) ?? null);
  const plan = planFromQuery(searchParams.get("plan"));

  const start = (request: StartRequest | { problem: string }) => {
    if ("problem" in request) {
      fail(request.problem);
      return;
    }
    const moment = Date.now();
    setEndedId(null);
    void save({
      id: newFastId(moment),
      startedAt: request.startedAt ?? moment,
      endedAt: null,
      targetHours: request.targetHours,
      plan: request.plan,
    });
  };

  const history: HistoryActions = {
    edit: async (edited) => (await store.mutate(replaceChecked(edited)))?.message ?? null,
    remove: async (fast) =>
      (await store.mutate((fasts) => fasts.filter((other) => other.id !== fast.id)))?.message ?? null,
    importFasts: async (incoming) => {
      // Set inside the store's transaction, against the fasts stored then.
      const outcome: { merged: ReturnType<typeof mergeImported> | null } = { merged: null };
      const refused = await store.mutate((fasts) => {
        outcome.merged = mergeImported(fasts, incoming, Date.now());
        return outcome.merged.merged;
      });
      if (refused || !outcome.merged)
        return { ok: false, message: refused?.message ?? "Nothing was imported." };
      const { added, skipped } = outcome.merged;
      const kept = `Imported ${added.length} ${added.length === 1 ? "fast" : "fasts"}.`;
      const left =
        skipped.length === 0
          ? ""
          : ` Skipped ${skipped.length}: ${[...new Set(skipped.map(({ reason }) => reason))].join(" ")}`;
      return { ok: added.length > 0 || skipped.length === 0, message: `${kept}${left}` };
    },
    deleteAll: async () => (await store.deleteAll())?.message ?? null,
    discardSetAside: async () => (await store.discardSetAside())?.message ?? null,
  };

  return (
    <>
      <TimerPanelFrame>
        {/* Always there, so screen readers announce the summary when it appears in it. */}
        <div role="status">
          {ended && (
            <EndedFastSummary
              fast={ended}
              onDismiss={() => {
                setEndedId(null);
                startForm.current?.querySelector<HTMLElement>("h2")?.focus();
              }}
            />
          )}
        </div>
        {running ? (
          <RunningFast
            fast={running}
            now={now}
            problem={problem?.message ?? null}
            attempt={problem?.attempt ?? 0}
            onEnd={() => {
              // Set before the write, which shows the start form before it resolves.
              setEndedId(running.id);
              void save({ ...running, endedAt: Date.now() }).then((saved) => saved || setEndedId(null));
            }}
            onEdit={async (edited) => {
              if ("problem" in edited) {
                fail(edited.problem);
                return false;
              }
              return save(edited);
            }}
            onCancel={() => void change((fasts) => fasts.filter((fast) => fast.id !== running.id))}
            onClearProblem={() => setProblem(null)}
            focusHeading={hasActed}
            reminder={<ReminderToggle on={state.reminder} running={running} />}
          />
        ) : (
          <div ref={startForm} className="mb-auto">
            <StartFastForm
              // A new schedule link starts the form afresh.
              key={searchParams.toString()}
              initialPlan={plan}
              suggestedStart={lastOccurrence(searchParams.get("from") ?? "", now)}
              now={now}
              problem={problem?.message ?? null}
              attempt={problem?.attempt ?? 0}
              onStart={start}
              // After End fast, the summary above takes focus instead.
              focusHeading={hasActed && endedId === null}
            />
          </div>
        )}
      </TimerPanelFrame>
      <FastingHistory fasts={state.fasts} setAside={state.setAside} now={now} actions={history} />
    </>
  );
}

/**
 * "Notify me when I reach my target": permission is asked only when the
 * visitor turns it on; the setting is kept with the fasts.
 */
function ReminderToggle({ on, running }: { on: boolean; running: Fast }) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(
    () =>
      on
        ? scheduleReminder({ at: plannedEndAt(running), fastId: running.id, hours: running.targetHours })
        : undefined,
    [on, running],
  );

  const toggle = async (next: boolean) => {
    setMessage(null);
    if (next) {
      const answer = await askToNotify();
      if (answer !== "granted") {
        setMessage(
          answer === "unsupported"
            ? "This browser can’t show notifications."
            : "Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.",
        );
        return;
      }
    }
    const problem = await store.setReminder(next);
    if (problem) setMessage(problem.message);
  };

  return (
    <div>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-ink-900"
      >
        <input
          id={id}
          type="checkbox"
          checked={on}
          disabled={!canNotify() && !on}
          onChange={(event) => void toggle(event.target.checked)}
          className="size-5 accent-brand-700"
        />
        Notify me when I reach my target
      </label>
      <p className="text-sm text-ink-700">
        Works while this site is open in a tab or as the installed app; nothing is sent to a server.
      </p>
      {message && (
        <p role="alert" className="mt-2 text-fuel-900">
          {message}
        </p>
      )}
    </div>
  );
}
