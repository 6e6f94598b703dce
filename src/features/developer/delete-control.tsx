import { useState } from "react";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { LIVE_NOW } from "./publish-note";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// What deleting means for each kind: content can be uploaded again; a sign-up cannot.
const consequences = {
  article: {
    before: "Readers stop seeing it at once; uploading it again brings it back.",
    after: LIVE_NOW,
  },
  product: {
    before: "Readers stop seeing it at once; uploading it again brings it back.",
    after: LIVE_NOW,
  },
  subscriber: {
    before: "The address is deleted from the list for good; there is no undo.",
    after: "If you copied the list to a mailing service, remove the address there too.",
  },
} as const;

/** Reports the outcome through `onDone`; the lists show it and reload. */
export function DeleteControl({
  kind,
  id,
  title,
  remove,
  onDone,
}: {
  kind: keyof typeof consequences;
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
      onDone({ ok: true, message: `Deleted the ${kind} “${title}”. ${consequences[kind].after}` });
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
          “{title}” (<code>{id}</code>) will be removed from the database. {consequences[kind].before}
        </p>
      </ConfirmDialog>
    </>
  );
}
