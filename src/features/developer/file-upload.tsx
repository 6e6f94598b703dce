import { useId, useState } from "react";
import { FilePickerButton } from "~/components/ui/file-picker-button";
import { buttonStyles } from "~/components/ui/button-link";
import type { ContentStore, UploadReport } from "~/lib/content-store/store";
import type { Article, Product } from "~/lib/content-store/model";
import { LIVE_NOW } from "./publish-note";
import type { ContentKind, PlanEntry, UploadPlan } from "./upload-file";

type Step =
  | { step: "idle" }
  | { step: "checking"; file: File }
  | { step: "problem"; file: File; message: string; canRetry: boolean }
  | { step: "preview"; file: File; plan: UploadPlan }
  | { step: "writing"; file: File; plan: UploadPlan; done: number }
  | { step: "done"; file: File; plan: UploadPlan; report: UploadReport };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const noun: Record<ContentKind, string> = { articles: "article", products: "product" };

function recordLabel(entry: PlanEntry) {
  return entry.id ?? `record ${entry.index + 1}`;
}

function Group({
  title,
  entries,
  open,
  render,
}: {
  title: string;
  entries: PlanEntry[];
  open: boolean;
  render: (entry: PlanEntry) => React.ReactNode;
}) {
  if (entries.length === 0) return null;
  return (
    <details open={open} className="rounded-2xl border border-ink-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-semibold text-ink-900">
        {title} ({entries.length})
      </summary>
      <ul className="max-h-80 space-y-1 overflow-y-auto border-t border-ink-100 px-4 py-3 text-sm text-ink-800">
        {entries.map((entry) => (
          <li key={`${entry.index}`} className="break-words">
            {render(entry)}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Preview({ plan }: { plan: UploadPlan }) {
  const of = (status: PlanEntry["status"]) => plan.entries.filter((entry) => entry.status === status);
  return (
    <div className="mt-4 space-y-3">
      <Group
        title="Invalid"
        entries={of("invalid")}
        open
        render={(entry) => (
          <>
            <strong>
              Record {entry.index + 1}
              {entry.id === null ? "" : ` (${entry.id})`}
            </strong>
            : {entry.status === "invalid" && entry.reason}
          </>
        )}
      />
      <Group title="New" entries={of("new")} open render={(entry) => <code>{recordLabel(entry)}</code>} />
      <Group
        title="Changed"
        entries={of("changed")}
        open
        render={(entry) => (
          <>
            <code>{recordLabel(entry)}</code>
            {entry.status === "changed" && `: ${entry.fields.join(", ")}`}
          </>
        )}
      />
      <Group
        title="Unchanged, left alone"
        entries={of("unchanged")}
        open={false}
        render={(entry) => <code>{recordLabel(entry)}</code>}
      />
    </div>
  );
}

function Report({ plan, report }: { plan: UploadPlan; report: UploadReport }) {
  const unchanged = plan.entries.filter((entry) => entry.status === "unchanged").length;
  const ok = report.failed.length === 0;
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`mt-4 rounded-2xl border p-4 ${ok ? "border-brand-200 bg-brand-50 text-brand-900" : "border-fuel-300 bg-fuel-50 text-fuel-900"}`}
    >
      <p className="font-semibold">
        {plural(report.written.length, "document")} written, {report.failed.length} failed, {unchanged}{" "}
        unchanged.
      </p>
      {report.written.length > 0 && <p className="mt-1">{LIVE_NOW}</p>}
      <ul className="mt-2 max-h-80 space-y-1 overflow-y-auto text-sm">
        {report.written.map((id) => (
          <li key={`w-${id}`}>
            <span aria-hidden="true">✓ </span>
            <code>{id}</code> written
          </li>
        ))}
        {report.failed.map(({ id, reason }) => (
          <li key={`f-${id}`}>
            <span aria-hidden="true">✗ </span>
            <code>{id}</code> not written: {reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Writes only after confirmation; `prepareToWrite` refreshes the sign-in and says why writing can't go ahead. */
export function FileUpload({
  store,
  accountReady,
  prepareToWrite,
  onWritten,
}: {
  store: ContentStore;
  /** The account, as last seen, may write: an older refusal no longer applies. */
  accountReady: boolean;
  prepareToWrite: () => Promise<string | null>;
  onWritten: (kind: ContentKind) => void;
}) {
  const [state, setState] = useState<Step>({ step: "idle" });
  const [blocker, setBlocker] = useState<string | null>(null);
  const headingId = useId();
  const progressId = useId();

  const check = async (file: File) => {
    setState({ step: "checking", file });
    setBlocker(null);
    const { checkUploadFile, planUpload } = await import("./upload-file");
    const checked = await checkUploadFile(file);
    if (!checked.ok) {
      setState({ step: "problem", file, message: checked.message, canRetry: false });
      return;
    }
    let current: (Article | Product)[];
    try {
      current = checked.kind === "articles" ? await store.listArticles() : await store.listProducts();
    } catch (error) {
      setState({
        step: "problem",
        file,
        message: `We couldn’t read the current ${checked.kind} to compare with the file: ${messageOf(error)}`,
        canRetry: true,
      });
      return;
    }
    setState({ step: "preview", file, plan: planUpload(checked.kind, checked.records, current) });
  };

  const write = async (file: File, plan: UploadPlan) => {
    const problem = await prepareToWrite();
    if (problem) {
      setBlocker(problem);
      return;
    }
    setState({ step: "writing", file, plan, done: 0 });
    const onProgress = (done: number) => setState({ step: "writing", file, plan, done });
    let report: UploadReport;
    try {
      report =
        plan.kind === "articles"
          ? await store.uploadArticles(plan.toWrite, { onProgress })
          : await store.uploadProducts(plan.toWrite as Product[], { onProgress });
    } catch (error) {
      report = { written: [], failed: [{ id: "(all)", reason: messageOf(error) }], skipped: [] };
    }
    setState({ step: "done", file, plan, report });
    onWritten(plan.kind);
  };

  const reset = () => {
    setState({ step: "idle" });
    setBlocker(null);
  };

  const choose = (
    <FilePickerButton
      accept=".json,application/json"
      inputLabel="Upload file"
      onFile={(file) => void check(file)}
    >
      {state.step === "idle" ? "Upload from a file…" : "Choose another file…"}
    </FilePickerButton>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 rounded-3xl border border-ink-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-2xl font-bold text-ink-900">
        Upload from a file
      </h2>
      <p className="mt-2 max-w-2xl text-ink-700">
        Pick an <code>articles.json</code> or <code>products.json</code> (the build writes both into{" "}
        <code>build/client</code>). You’ll see what would change before anything is written.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">{state.step !== "writing" && choose}</div>

      <div aria-live="polite">
        {state.step === "checking" && (
          <p role="status" className="mt-4 text-ink-700">
            Checking {state.file.name}…
          </p>
        )}
        {state.step === "problem" && (
          <div role="alert" className="mt-4 rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-fuel-900">
            <p className="font-semibold">Nothing was written.</p>
            <p className="mt-1 break-words">{state.message}</p>
            {state.canRetry && (
              <button
                type="button"
                className={`${buttonStyles.ghost} mt-3`}
                onClick={() => void check(state.file)}
              >
                Retry
              </button>
            )}
          </div>
        )}
      </div>

      {(state.step === "preview" || state.step === "writing" || state.step === "done") && (
        <div className="mt-6">
          <h3 className="font-display text-lg font-semibold text-ink-900">
            {state.file.name}: {plural(state.plan.entries.length, noun[state.plan.kind])}
          </h3>
          <p className="mt-1 text-ink-700">
            {(["new", "changed", "unchanged", "invalid"] as const)
              .map(
                (status) =>
                  `${state.plan.entries.filter((entry) => entry.status === status).length} ${status}`,
              )
              .join(" · ")}
          </p>
          <Preview plan={state.plan} />
        </div>
      )}

      {state.step === "preview" && (
        <PreviewActions
          plan={state.plan}
          databaseConnected={store.mode === "firebase"}
          blocker={accountReady ? null : blocker}
          onConfirm={() => void write(state.file, state.plan)}
          onCancel={reset}
        />
      )}

      {state.step === "writing" && (
        <div className="mt-6" role="status">
          <label htmlFor={progressId} className="font-semibold text-ink-900">
            Writing {state.done} of {state.plan.toWrite.length}…
          </label>
          <progress
            id={progressId}
            max={state.plan.toWrite.length}
            value={state.done}
            className="mt-2 block h-3 w-full overflow-hidden rounded-full accent-brand-700"
          />
        </div>
      )}

      {state.step === "done" && <Report plan={state.plan} report={state.report} />}
    </section>
  );
}

function PreviewActions({
  plan,
  databaseConnected,
  blocker,
  onConfirm,
  onCancel,
}: {
  plan: UploadPlan;
  databaseConnected: boolean;
  blocker: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const why =
    plan.invalid > 0
      ? `Nothing is written while the file has invalid records: fix ${plan.invalid === 1 ? "it" : "them"} and choose the file again.`
      : plan.toWrite.length === 0
        ? "Everything in this file is already in the database: there is nothing to write."
        : databaseConnected
          ? null
          : "No database is connected, so this preview is as far as it goes.";
  return (
    <div className="mt-6">
      {why && <p className="mb-3 font-medium text-ink-900">{why}</p>}
      {blocker && (
        <p role="alert" className="mb-3 rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-fuel-900">
          {blocker}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={why !== null}
          onClick={onConfirm}
          className={`${buttonStyles.primary} disabled:cursor-not-allowed disabled:opacity-50`}
        >
          Write {plural(plan.toWrite.length, noun[plan.kind])}
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          Cancel
        </button>
      </div>
    </div>
  );
}
