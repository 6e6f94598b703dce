import { useId, useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import type { ContentStore, UploadReport } from "~/lib/content-store/store";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type State =
  | { step: "idle" }
  | { step: "running" }
  | { step: "done"; report: UploadReport }
  | { step: "error"; message: string };

/** Uploads and deletes here keep the index current; this is for articles written before it, or elsewhere. */
export function RebuildIndex({
  store,
  accountReady,
  prepareToWrite,
}: {
  store: ContentStore;
  accountReady: boolean;
  prepareToWrite: () => Promise<string | null>;
}) {
  const headingId = useId();
  const [state, setState] = useState<State>({ step: "idle" });
  const rebuild = async () => {
    setState({ step: "running" });
    const blocker = await prepareToWrite();
    if (blocker) {
      setState({ step: "error", message: blocker });
      return;
    }
    try {
      setState({ step: "done", report: await store.rebuildSummaryIndex() });
    } catch (error) {
      setState({ step: "error", message: messageOf(error) });
    }
  };
  const failed = state.step === "done" ? state.report.failed : [];
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-ink-900">
        Article list index
      </h2>
      <p className="mt-2 max-w-2xl text-ink-700">
        The article list reads every card from a small index instead of every article. Uploads and deletes
        here keep it up to date; rebuild it once for articles written before it existed or outside this page
        (for example in the Firebase console).
      </p>
      <button
        type="button"
        disabled={store.mode !== "firebase" || !accountReady || state.step === "running"}
        onClick={() => void rebuild()}
        className={`${buttonStyles.ghost} mt-5`}
      >
        {state.step === "running" ? "Rebuilding…" : "Rebuild the index"}
      </button>
      <div aria-live="polite" className="mt-4">
        {state.step === "done" && failed.length === 0 && (
          <p role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-brand-900">
            The index lists {state.report.written.length} articles.
          </p>
        )}
        {(state.step === "error" || failed.length > 0) && (
          <p role="alert" className="rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-fuel-900">
            The index was not rebuilt: {state.step === "error" ? state.message : failed[0]?.reason}
          </p>
        )}
      </div>
    </section>
  );
}
