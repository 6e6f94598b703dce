import { useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { FilePickerButton } from "~/components/ui/file-picker-button";
import { downloadText } from "~/lib/download";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import type { ProgressSettings } from "../progress-tracker/progress-settings";
import { QuietModeSetting } from "../progress-tracker/quiet-mode";
import type { WeightEntry } from "../progress-tracker/weight-entries";
import { EditFastForm } from "./edit-fast-form";
import type { RecordsFile } from "./fasting-import-merge";
import { JournalForm, JournalText } from "./journal-form";
import { type ResultNotice, ResultNoticeBox } from "./result-notice";
import { sortNewestFirst, type Fast, type FastJournal } from "./fast-records";
import { elapsedMs, formatDuration, metTarget } from "./fast-progress";
import { currentStreak, startOfLocalDay, weeklyHours } from "./fasting-calendar";
import { formatClock, formatWhen, toDateTimeLocalValue } from "./local-time";
import { WeeklyChart } from "./weekly-chart";

/** The summary of a fast that just ended links here. */
export const HISTORY_ID = "fasting-history";

const FIRST_PAGE = 10;

const rowAction =
  "min-h-11 rounded-full px-3 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

const fileDate = (now: number) => toDateTimeLocalValue(now).slice(0, 10);

// Fetched on the first export or import: most visits use neither.
const loadFiles = () => import("./fasting-files");
const FILES_UNAVAILABLE = "Export and import could not load. Check your connection, then try again.";

export interface HistoryActions {
  edit: (edited: Fast) => Promise<string | null>;
  remove: (fast: Fast) => Promise<string | null>;
  saveJournal: (fast: Fast, journal: FastJournal) => Promise<string | null>;
  /** One file holds fasts, weigh-ins and settings; resolves to what happened, in words. */
  importRecords: (incoming: RecordsFile) => Promise<{ ok: boolean; message: string }>;
  setQuiet: (on: boolean) => Promise<string | null>;
  deleteAll: () => Promise<string | null>;
  discardSetAside: () => Promise<string | null>;
}

/** Quiet mode leaves out the streak, the chart and the targets. */
export function FastingHistory({
  fasts,
  weights,
  progress,
  setAside,
  now,
  actions,
}: {
  fasts: readonly Fast[];
  /** The JSON export carries them too. */
  weights: readonly WeightEntry[];
  progress: ProgressSettings;
  setAside: readonly unknown[];
  now: number;
  actions: HistoryActions;
}) {
  const { quiet } = progress;
  const [journaling, setJournaling] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState<{ id: string; problem: string | null; attempt: number } | null>(
    null,
  );
  const [removing, setRemoving] = useState<Fast | null>(null);
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  const [notice, setNotice] = useState<ResultNotice | null>(null);

  const past = sortNewestFirst(fasts.filter((fast) => fast.endedAt !== null));
  const shown = showAll ? past : past.slice(0, FIRST_PAGE);
  const streak = currentStreak(fasts, now);
  // The goal line follows the fast in progress, else the latest one.
  const goalHours = (fasts.find((fast) => fast.endedAt === null) ?? past[0])?.targetHours ?? null;

  const reportProblem = (problem: string | null) => {
    if (problem) setNotice({ ok: false, message: problem });
  };

  /** Null with a message when it cannot be fetched (offline after a deploy). */
  const filesOrNotice = async () => {
    try {
      return await loadFiles();
    } catch {
      setNotice({ ok: false, message: FILES_UNAVAILABLE });
      return null;
    }
  };

  const exportFile = async (format: "csv" | "json") => {
    const files = await filesOrNotice();
    if (!files) return;
    const { toCsv, toJson } = files;
    const name = `fasting-history-${fileDate(now)}.${format}`;
    if (format === "csv") downloadText(name, "text/csv", toCsv(fasts));
    else downloadText(name, "application/json", toJson(fasts, weights, progress));
  };

  const importFile = async (file: File) => {
    const files = await filesOrNotice();
    if (!files) return;
    const parsed = await files.readImportFile(file);
    if ("message" in parsed) {
      setNotice({ ok: false, message: parsed.message });
      return;
    }
    const result = await actions.importRecords(parsed);
    setNotice({ ...result, details: parsed.problems });
  };

  return (
    <section aria-labelledby={HISTORY_ID} className="mt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={HISTORY_ID} className="scroll-mt-24 text-2xl font-bold text-ink-950">
          Your history
        </h2>
        {!quiet && (
          <p className="text-lg text-ink-800">
            Current streak:{" "}
            <strong className="font-semibold text-ink-950">
              {streak} {streak === 1 ? "day" : "days"}
            </strong>
            <span className="sr-only"> (days in a row with a fast that met its target)</span>
          </p>
        )}
      </div>
      <p className="mt-1 text-ink-700">
        Kept in this browser on this device only; nothing is sent anywhere. Export a copy to keep it safe or
        to move it to another device.
      </p>

      {setAside.length > 0 && (
        <div role="status" className="mt-5 rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-ink-900">
          <p>
            {setAside.length === 1
              ? "One stored record couldn’t be read (it may have been damaged), so it was set aside."
              : `${setAside.length} stored records couldn’t be read (they may have been damaged), so they were set aside.`}{" "}
            The rest of your history is safe.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() =>
                downloadText(
                  `fasting-set-aside-${fileDate(now)}.json`,
                  "application/json",
                  JSON.stringify(setAside, null, 2),
                )
              }
            >
              Download them
            </button>
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() => void actions.discardSetAside().then(reportProblem)}
            >
              Discard them
            </button>
          </div>
        </div>
      )}

      <div className={`mt-6 grid gap-8 ${quiet ? "" : "lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"}`}>
        {!quiet && <WeeklyChart days={weeklyHours(fasts, now)} goalHours={goalHours} />}
        <div>
          {past.length === 0 ? (
            <p className="text-ink-700">No finished fasts yet. When you end one, it appears here.</p>
          ) : (
            <ol
              className="divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white"
              aria-label="Past fasts"
            >
              {shown.map((fast) => (
                <li key={fast.id} className="p-4">
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                    <div>
                      <p className="font-semibold text-ink-950">
                        {formatWhen(fast.startedAt, now)} →{" "}
                        {startOfLocalDay(fast.endedAt ?? now) === startOfLocalDay(fast.startedAt)
                          ? formatClock(fast.endedAt ?? now)
                          : formatWhen(fast.endedAt ?? now, now)}
                      </p>
                      <p className="text-ink-700">
                        {formatDuration(elapsedMs(fast, now))}
                        {quiet ? null : (
                          <>
                            {" "}
                            of {fast.targetHours} h ·{" "}
                            {metTarget(fast) ? (
                              <span className="font-semibold text-brand-800">Met target</span>
                            ) : (
                              <span className="font-semibold text-fuel-800">Ended early</span>
                            )}
                          </>
                        )}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-x-1">
                      <button
                        type="button"
                        className={rowAction}
                        aria-label={`Journal for the fast that started ${formatWhen(fast.startedAt, now)}`}
                        aria-expanded={journaling === fast.id}
                        onClick={() => setJournaling(journaling === fast.id ? null : fast.id)}
                      >
                        Journal
                      </button>
                      <button
                        type="button"
                        className={rowAction}
                        aria-label={`Edit the fast that started ${formatWhen(fast.startedAt, now)}`}
                        onClick={() => setEditing({ id: fast.id, problem: null, attempt: 0 })}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="min-h-11 rounded-full px-3 font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
                        aria-label={`Delete the fast that started ${formatWhen(fast.startedAt, now)}`}
                        onClick={() => setRemoving(fast)}
                      >
                        Delete
                      </button>
                    </div>
                  </div>
                  {fast.journal && journaling !== fast.id && (
                    <div className="mt-2 border-l-2 border-brand-200 pl-3">
                      <JournalText journal={fast.journal} />
                    </div>
                  )}
                  {journaling === fast.id && (
                    <div className="mt-3 rounded-2xl bg-ink-50 p-4">
                      <JournalForm
                        journal={fast.journal}
                        title={`How the fast of ${formatWhen(fast.startedAt, now)} felt`}
                        onCancel={() => setJournaling(null)}
                        onSave={async (journal) => {
                          const problem = await actions.saveJournal(fast, journal);
                          if (!problem) setJournaling(null);
                          return problem;
                        }}
                      />
                    </div>
                  )}
                  {editing?.id === fast.id && (
                    <div className="mt-3">
                      <EditFastForm
                        fast={fast}
                        now={now}
                        problem={editing.problem}
                        attempt={editing.attempt}
                        onCancel={() => setEditing(null)}
                        onSave={(edited) => {
                          const fail = (problem: string) =>
                            setEditing({ id: fast.id, problem, attempt: editing.attempt + 1 });
                          if ("problem" in edited) {
                            fail(edited.problem);
                            return;
                          }
                          void actions.edit(edited).then((problem) => {
                            if (problem) fail(problem);
                            else setEditing(null);
                          });
                        }}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ol>
          )}
          {past.length > FIRST_PAGE && (
            <button
              type="button"
              className={`${buttonStyles.ghost} mt-4`}
              onClick={() => setShowAll(!showAll)}
            >
              {showAll ? "Show fewer" : `Show all ${past.length} fasts`}
            </button>
          )}
        </div>
      </div>

      <div className="mt-8 max-w-prose">
        <QuietModeSetting on={quiet} onChange={actions.setQuiet} />
      </div>

      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.ghost}
          disabled={fasts.length === 0}
          onClick={() => void exportFile("csv")}
        >
          Export CSV
        </button>
        <button
          type="button"
          className={buttonStyles.ghost}
          disabled={fasts.length === 0}
          onClick={() => void exportFile("json")}
        >
          Export JSON
        </button>
        <FilePickerButton
          accept=".csv,.json,text/csv,application/json"
          inputLabel="Import fasts from a CSV or JSON file"
          onFile={(file) => void importFile(file)}
        >
          Import a file…
        </FilePickerButton>
      </div>
      {/* Quiet and apart from the file buttons: it is rarely wanted, and never by a slip of the finger. */}
      <div className="mt-6 border-t border-ink-100 pt-3">
        <button
          type="button"
          className="-ml-2 min-h-11 rounded-full px-2 text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-900"
          onClick={() => setConfirmDeleteAll(true)}
        >
          Delete my data
        </button>
      </div>

      <div aria-live="polite">
        {notice && (
          <div className="mt-4">
            <ResultNoticeBox notice={notice} />
          </div>
        )}
      </div>

      <ConfirmDialog
        open={removing !== null}
        title="Delete this fast?"
        confirmLabel="Delete fast"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void actions.remove(removing).then(reportProblem);
          setRemoving(null);
        }}
      >
        {removing &&
          `The fast that started ${formatWhen(removing.startedAt, now)} will be removed from your history.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDeleteAll}
        title="Delete all your fasting data?"
        confirmLabel="Delete my data"
        onCancel={() => setConfirmDeleteAll(false)}
        onConfirm={() => {
          setConfirmDeleteAll(false);
          void actions
            .deleteAll()
            .then((problem) =>
              setNotice(
                problem
                  ? { ok: false, message: problem }
                  : { ok: true, message: "Your fasting data has been deleted from this device." },
              ),
            );
        }}
      >
        Every fast, the running one included, with its journal, your weigh-ins, your progress goal and your
        reminder and quiet-mode settings are removed from this browser, in every open tab. Export a copy first
        if you might want it back.
      </ConfirmDialog>
    </section>
  );
}
