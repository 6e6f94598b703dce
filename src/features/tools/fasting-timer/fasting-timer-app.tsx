import { useRef, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { EndedFastJournal, EndedFastSummary } from "./ended-fast-summary";
import { StoreUnavailable } from "./result-notice";
import { createFastingStore } from "./fasting-store";
import { FastingHistory, type HistoryActions } from "./fasting-history";
import { checkFast, newFastId, type Fast, type FastJournal } from "./fast-records";
import { lastOccurrence } from "./fasting-calendar";
import { localDate } from "../progress-tracker/weight-entries";
import { mergeImportedRecords, type RecordsImport } from "./fasting-import-merge";
import { planFromQuery } from "./fasting-plans";
import { ReminderSettings, RunningFast } from "./running-fast";
import { StartFastForm, type StartRequest } from "./start-fast-form";
import { createClock } from "./ticking-clock";
import { TimerPanelFrame } from "./timer-panel-frame";

// One store and one clock per page load, shared by every component here.
const store = createFastingStore();
const clock = createClock();

const replaceChecked = (fast: Fast) => (fasts: Fast[]) => {
  const others = fasts.filter((other) => other.id !== fast.id);
  return checkFast(fast, others, Date.now()) ?? [...others, fast];
};

interface Problem {
  message: string;
  attempt: number;
}

/** Loaded after hydration: the data lives in this browser's IndexedDB, which only exists here. */
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

  /** As stored now: another tab may have edited the fast. */
  const saveJournal = async (fast: Fast, journal: FastJournal) =>
    (
      await store.mutate((fasts) =>
        fasts.some((other) => other.id === fast.id)
          ? fasts.map((other) => (other.id === fast.id ? { ...other, journal } : other))
          : { message: "This fast is no longer in your history, so its journal wasn’t saved." },
      )
    )?.message ?? null;

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
        <StoreUnavailable
          title="The timer can’t store anything in this browser."
          message={state.message}
          onRetry={() => void store.reload()}
        />
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
    importRecords: async (incoming) => {
      // Set inside the store's transaction, against the records stored then.
      const outcome: { result: RecordsImport | null } = { result: null };
      const refused = await store.mutateRecords((records) => {
        outcome.result = mergeImportedRecords(records, incoming, Date.now(), localDate(Date.now()));
        return outcome.result.merged;
      });
      if (refused || !outcome.result)
        return { ok: false, message: refused?.message ?? "Nothing was imported." };
      return { ok: outcome.result.ok, message: outcome.result.message };
    },
    saveJournal,
    setQuiet: async (quiet) =>
      (await store.setProgressSettings({ ...state.progress, quiet }))?.message ?? null,
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
              quiet={state.progress.quiet}
              onDismiss={() => {
                setEndedId(null);
                startForm.current?.querySelector<HTMLElement>("h2")?.focus();
              }}
            />
          )}
        </div>
        {/* Outside the status region: what is typed in it is not announced. */}
        {ended && <EndedFastJournal fast={ended} onSave={(journal) => saveJournal(ended, journal)} />}
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
            reminder={
              <ReminderSettings on={state.reminder} fast={running} now={now} onSave={store.setReminder} />
            }
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
      <FastingHistory
        fasts={state.fasts}
        weights={state.weights}
        progress={state.progress}
        setAside={state.setAside}
        now={now}
        actions={history}
      />
    </>
  );
}
