import { useMemo, useState, useSyncExternalStore } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FilePickerButton } from "~/components/ui/file-picker-button";
import { downloadText } from "~/lib/download";
import { createFastingStore } from "../fasting-timer/fasting-store";
import { type ResultNotice, ResultNoticeBox, StoreUnavailable } from "../fasting-timer/result-notice";
import { mergeImportedRecords, type RecordsImport } from "../fasting-timer/fasting-import-merge";
import { formatDate } from "./day-format";
import { hoursByWeek } from "./fasting-weeks";
import { GoalPanel } from "./goal-panel";
import { ProgressFrame } from "./progress-frame";
import { QuietModeSetting } from "./quiet-mode";
import { isLosingTooFast, projectGoal } from "./progress-goal";
import type { ProgressSettings } from "./progress-settings";
import { TrendChart } from "./trend-chart";
import { formatLength, formatWeight, oneDecimal, fromKg, type WeightUnit } from "./units";
import { WeightLogForm } from "./weight-log-form";
import { localDate, putEntry, sortByDate, type WeightEntry } from "./weight-entries";
import { dailyTrend, RATE_MIN_WEIGH_INS, trendDirection, weeklyRate, type WeeklyRate } from "./weight-trend";

// The timer's store: one database, so one export and one "Delete my data" cover both tools.
const store = createFastingStore();

// Fetched on the first export or import, with its CSV and schema libraries.
const loadFiles = () => import("../fasting-timer/fasting-files");

const HELMS_2014 = "https://doi.org/10.1186/1550-2783-11-20";
const linkStyle = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

export default function ProgressTrackerApp() {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [notice, setNotice] = useState<ResultNotice | null>(null);
  const [editing, setEditing] = useState<WeightEntry | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A save checks against the date at that moment.
  const [today] = useState(() => localDate(Date.now()));
  // Like `today`: the page's opening moment.
  const [openedAt] = useState(() => Date.now());
  const weights = state.status === "ready" ? state.weights : null;
  const points = useMemo(() => dailyTrend(weights ?? []), [weights]);

  if (state.status === "loading") {
    return (
      <ProgressFrame>
        <p role="status" className="m-auto text-ink-700">
          Loading your weigh-ins…
        </p>
      </ProgressFrame>
    );
  }
  if (state.status === "unavailable") {
    return (
      <ProgressFrame>
        <StoreUnavailable
          title="The tracker can’t store anything in this browser."
          message={state.message}
          onRetry={() => void store.reload()}
        />
      </ProgressFrame>
    );
  }

  const { progress, fasts } = state;
  const { quiet } = progress;
  const entries = sortByDate(state.weights);
  const unit = progress.weightUnit;
  const rate = weeklyRate(points);
  const projection = progress.goalKg === null ? null : projectGoal(points, rate, progress.goalKg);
  const latest = points.at(-1);
  const fastedWeeks = latest ? hoursByWeek(fasts, points[0]?.date ?? latest.date, latest.date, openedAt) : [];

  const saveSettings = async (next: ProgressSettings) =>
    (await store.setProgressSettings(next))?.message ?? null;

  /** Puts `replaced` back in place of the entries for `dates`: the Undo of a save or a delete. */
  const restore = (dates: string[], replaced: WeightEntry[]) => () =>
    void store
      .mutateWeights((current) =>
        sortByDate([...current.filter((entry) => !dates.includes(entry.date)), ...replaced]),
      )
      .then((problem) =>
        setNotice(problem ? { ok: false, message: problem.message } : { ok: true, message: "Undone." }),
      );

  const save = async (entry: WeightEntry, editedFrom: string | null) => {
    const outcome: { replaced: WeightEntry[] } = { replaced: [] };
    const problem = await store.mutateWeights((current) => {
      const put = putEntry(current, entry, editedFrom);
      outcome.replaced = put.replaced;
      return put.entries;
    });
    if (problem) {
      setNotice({ ok: false, message: problem.message });
      return false;
    }
    setEditing(null);
    const sameDay = outcome.replaced.find((old) => old.date === entry.date);
    const isReplaced = sameDay && editedFrom !== entry.date;
    const saved = `${formatWeight(entry.weightKg, unit)} for ${formatDate(entry.date)}`;
    setNotice({
      ok: true,
      message: quiet
        ? `Saved your weigh-in for ${formatDate(entry.date)}${isReplaced ? ", in place of the one logged for that day" : ""}.`
        : isReplaced
          ? `Saved ${saved}, in place of the ${formatWeight(sameDay.weightKg, unit)} logged for that day.`
          : `Saved ${saved}.`,
      undo: restore([entry.date], outcome.replaced),
    });
    return true;
  };

  const remove = (entry: WeightEntry) => {
    void store
      .mutateWeights((current) => current.filter((other) => other.date !== entry.date))
      .then((problem) =>
        setNotice(
          problem
            ? { ok: false, message: problem.message }
            : {
                ok: true,
                message: `Deleted the weigh-in for ${formatDate(entry.date)}.`,
                undo: restore([entry.date], [entry]),
              },
        ),
      );
  };

  const filesOrNotice = async () => {
    try {
      return await loadFiles();
    } catch {
      setNotice({
        ok: false,
        message: "Export and import could not load. Check your connection, then try again.",
      });
      return null;
    }
  };

  const exportFile = async () => {
    const files = await filesOrNotice();
    if (files)
      downloadText(
        `fast-and-fuel-data-${today}.json`,
        "application/json",
        files.toJson(fasts, entries, progress),
      );
  };

  const importFile = async (file: File) => {
    const files = await filesOrNotice();
    if (!files) return;
    const parsed = await files.readImportFile(file);
    if ("message" in parsed) {
      setNotice({ ok: false, message: parsed.message });
      return;
    }
    // Set inside the store's transaction, against the records stored then.
    const outcome: { result: RecordsImport | null } = { result: null };
    const problem = await store.mutateRecords((records) => {
      outcome.result = mergeImportedRecords(records, parsed, Date.now(), localDate(Date.now()));
      return outcome.result.merged;
    });
    if (problem || !outcome.result) {
      setNotice({ ok: false, message: problem?.message ?? "Nothing was imported." });
      return;
    }
    setNotice({ ok: outcome.result.ok, message: outcome.result.message, details: parsed.problems });
  };

  return (
    <>
      <ProgressFrame>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <WeightLogForm
            today={today}
            weightUnit={unit}
            lengthUnit={progress.lengthUnit}
            editing={editing}
            onUnits={(units) => void saveSettings({ ...progress, ...units })}
            onSave={save}
            onCancelEdit={() => setEditing(null)}
          />
          <div>
            {latest && quiet ? (
              <QuietTrend rate={rate} unit={unit} weighIns={entries.length} />
            ) : latest ? (
              <>
                <TrendSummary trendKg={latest.trendKg} rate={rate} unit={unit} weighIns={entries.length} />
                <div className="mt-6">
                  <TrendChart points={points} unit={unit} weeks={fastedWeeks} />
                </div>
              </>
            ) : (
              <div>
                <h2 className="text-xl font-bold text-ink-950">Your trend</h2>
                <p className="mt-2 max-w-prose text-ink-700">
                  No weigh-ins yet. Log your first one, and a line through your weigh-ins starts here; from
                  the tenth, it also says how fast the trend moves each week.
                </p>
              </div>
            )}
          </div>
        </div>
        {/* Always there, so screen readers announce what a save, an undo or an import did. */}
        <div role="status" className="mt-6">
          {notice && <ResultNoticeBox notice={notice} />}
        </div>
      </ProgressFrame>

      <section aria-labelledby="weigh-ins" className="mt-12">
        <h2 id="weigh-ins" className="text-2xl font-bold text-ink-950">
          Your weigh-ins
        </h2>
        <p className="mt-1 text-ink-700">
          Kept in this browser on this device only; nothing is sent anywhere.
        </p>
        {entries.length === 0 ? (
          <p className="mt-4 text-ink-700">None yet.</p>
        ) : (
          <ol
            aria-label="Weigh-ins, newest first"
            className="mt-4 max-h-[28rem] divide-y divide-ink-100 overflow-y-auto rounded-2xl border border-ink-100 bg-white"
          >
            {[...entries].reverse().map((entry) => (
              <li
                key={entry.date}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2"
              >
                <p className="text-ink-900">
                  <span className="font-semibold">{formatDate(entry.date)}</span> ·{" "}
                  {quiet ? (
                    "logged"
                  ) : (
                    <>
                      {formatWeight(entry.weightKg, unit)}
                      {entry.waistCm !== null &&
                        ` · waist ${formatLength(entry.waistCm, progress.lengthUnit)}`}
                    </>
                  )}
                </p>
                <div className="flex gap-1">
                  <button
                    type="button"
                    className="min-h-11 rounded-full px-3 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                    aria-label={`Edit the weigh-in of ${formatDate(entry.date)}`}
                    onClick={() => {
                      // The form takes focus (and scrolls into view) with the entry in it.
                      setEditing(entry);
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="min-h-11 rounded-full px-3 font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
                    aria-label={`Delete the weigh-in of ${formatDate(entry.date)}`}
                    onClick={() => remove(entry)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      {!quiet && (
        <GoalPanel
          // Filled anew when the units or the saved goal change (here or in another tab).
          key={`${unit}/${progress.lengthUnit}/${progress.goalKg}/${progress.heightCm}`}
          settings={progress}
          projection={projection}
          onSave={(goal) => saveSettings({ ...progress, ...goal })}
        />
      )}

      <div className="mt-12 max-w-prose">
        <QuietModeSetting on={quiet} onChange={(on) => saveSettings({ ...progress, quiet: on })} />
      </div>

      <section aria-labelledby="your-data" className="mt-12">
        <h2 id="your-data" className="text-2xl font-bold text-ink-950">
          Your data
        </h2>
        <p className="mt-1 max-w-prose text-ink-700">
          One file holds your weigh-ins and your fasting timer’s fasts. Importing one adds what you don’t
          have: for a day you already logged, the file’s weigh-in counts only if it was saved later than
          yours.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonStyles.ghost}
            disabled={entries.length === 0 && fasts.length === 0}
            onClick={() => void exportFile()}
          >
            Export JSON
          </button>
          <FilePickerButton
            accept=".json,application/json"
            inputLabel="Import weigh-ins and fasts from a JSON file"
            onFile={(file) => void importFile(file)}
          >
            Import a file…
          </FilePickerButton>
        </div>
        <div className="mt-6 border-t border-ink-100 pt-3">
          <button
            type="button"
            className="-ml-2 min-h-11 rounded-full px-2 text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-900"
            onClick={() => setConfirmDelete(true)}
          >
            Delete my data
          </button>
        </div>
      </section>

      <ConfirmDialog
        open={confirmDelete}
        title="Delete all your data on this device?"
        confirmLabel="Delete my data"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          setEditing(null);
          void store
            .deleteAll()
            .then((problem) =>
              setNotice(
                problem
                  ? { ok: false, message: problem.message }
                  : { ok: true, message: "Your data has been deleted from this device." },
              ),
            );
        }}
      >
        Every weigh-in, your goal, height, units and quiet mode, and the fasting timer’s fasts, journals and
        reminder are removed from this browser, in every open tab. Export a copy first if you might want it
        back.
      </ConfirmDialog>
    </>
  );
}

const HELMS_LINK = (
  <a href={HELMS_2014} className={linkStyle} target="_blank" rel="noopener noreferrer">
    Helms, Aragon &amp; Fitschen, 2014
  </a>
);

const directionWords = {
  down: { arrow: "↓", text: "Your trend is going down." },
  steady: { arrow: "→", text: "Your trend is steady." },
  up: { arrow: "↑", text: "Your trend is going up." },
} as const;

/** The caution about losing fast stays, without its figures, since that one is about health. */
function QuietTrend({
  rate,
  unit,
  weighIns,
}: {
  rate: WeeklyRate | null;
  unit: WeightUnit;
  weighIns: number;
}) {
  const direction = trendDirection(rate, unit);
  return (
    <div>
      <h2 className="text-xl font-bold text-ink-950">Your trend</h2>
      {direction ? (
        <p className="mt-2 flex items-center gap-3 text-2xl font-bold text-ink-950">
          <span aria-hidden="true" className="text-brand-700">
            {directionWords[direction].arrow}
          </span>
          {directionWords[direction].text}
        </p>
      ) : (
        <p className="mt-2 text-ink-700">
          Its direction shows from {RATE_MIN_WEIGH_INS} weigh-ins ({weighIns} so far).
        </p>
      )}
      <p className="mt-2 text-ink-700">Quiet mode is on: weights, goals and the chart are hidden.</p>
      {isLosingTooFast(rate) && (
        <p className="mt-3 rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-fuel-900">
          <span className="font-semibold">Your trend is falling fast.</span> A review of the evidence for
          dieting athletes ({HELMS_LINK}) recommends a slower pace, to keep muscle. Losing faster is worth
          talking over with your doctor.
        </p>
      )}
    </div>
  );
}

function TrendSummary({
  trendKg,
  rate,
  unit,
  weighIns,
}: {
  trendKg: number;
  rate: WeeklyRate | null;
  unit: WeightUnit;
  weighIns: number;
}) {
  const perWeek = rate && oneDecimal(Math.abs(fromKg(rate.kgPerWeek, unit)));
  return (
    <div>
      <h2 className="text-xl font-bold text-ink-950">Your trend</h2>
      <p className="mt-1 text-3xl font-bold text-ink-950 tabular-nums">{formatWeight(trendKg, unit)}</p>
      {rate ? (
        <p className="mt-1 text-lg text-ink-800">
          {perWeek === "0.0"
            ? "Steady: under 0.1 " + unit + " a week either way."
            : `${rate.kgPerWeek < 0 ? "Losing" : "Gaining"} ${perWeek} ${unit} a week (${oneDecimal(Math.abs(rate.percentPerWeek))} % of body weight), over the last two weeks.`}
        </p>
      ) : (
        <p className="mt-1 text-ink-700">
          The weekly rate shows from {RATE_MIN_WEIGH_INS} weigh-ins ({weighIns} so far).
        </p>
      )}
      {isLosingTooFast(rate) && (
        <p className="mt-3 rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-fuel-900">
          <span className="font-semibold">That’s faster than 1 % of your body weight a week.</span> A review
          of the evidence for dieting athletes ({HELMS_LINK}) recommends losing about 0.5–1 % a week, to keep
          muscle. Losing faster is worth talking over with your doctor.
        </p>
      )}
    </div>
  );
}
