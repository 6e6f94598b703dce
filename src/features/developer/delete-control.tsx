import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { LIVE_NOW } from "./publish-note";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A "Delete" button for one stored document, behind a confirm dialog. Reports
 * the outcome through `onDone` (the lists show it and reload).
 */
export function DeleteControl({
  kind,
  id,
  title,
  remove,
  onDone,
}: {
  kind: "article" | "product";
  id: string;
  title: string;
  remove: (id: string) => Promise<void>;
  onDone: (outcome: { ok: boolean; message: string }) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await remove(id);
      onDone({ ok: true, message: `Deleted the ${kind} “${title}”. ${LIVE_NOW}` });
    } catch (error) {
      onDone({ ok: false, message: `The ${kind} “${title}” was not deleted: ${messageOf(error)}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => setConfirming(true)}
        aria-label={`Delete ${kind} “${title}”`}
        className="inline-flex min-h-11 shrink-0 items-center rounded-full border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 transition-colors hover:border-red-700 hover:bg-red-50 disabled:opacity-50 motion-reduce:transition-none"
      >
        {busy ? "Deleting…" : "Delete"}
      </button>
      <ConfirmDialog
        open={confirming}
        title={`Delete this ${kind}?`}
        confirmLabel={`Delete ${kind}`}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          “{title}” (<code>{id}</code>) will be removed from the database. Readers stop seeing it at once;
          uploading it again brings it back.
        </p>
      </ConfirmDialog>
    </>
  );
}
