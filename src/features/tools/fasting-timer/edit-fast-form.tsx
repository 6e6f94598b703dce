import { useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { FormAlert } from "~/components/ui/form-alert";
import type { Fast } from "./fast-records";
import { parseDateTimeLocal, toDateTimeLocalValue } from "./local-time";
import { PastTimeField } from "./past-time-field";

/** The caller checks the result against the other fasts and answers with a problem or closes it. */
export function EditFastForm({
  fast,
  now,
  problem,
  attempt,
  onSave,
  onCancel,
}: {
  fast: Fast;
  now: number;
  problem: string | null;
  attempt: number;
  onSave: (edited: Fast | { problem: string }) => void;
  onCancel: () => void;
}) {
  const [start, setStart] = useState(toDateTimeLocalValue(fast.startedAt));
  const [end, setEnd] = useState(fast.endedAt === null ? "" : toDateTimeLocalValue(fast.endedAt));

  const submit = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startedAt = parseDateTimeLocal(start);
    if (startedAt === null) {
      onSave({ problem: "Enter the date and time the fast started." });
      return;
    }
    if (fast.endedAt === null) {
      onSave({ ...fast, startedAt });
      return;
    }
    const endedAt = parseDateTimeLocal(end);
    onSave(
      endedAt === null
        ? { problem: "Enter the date and time the fast ended." }
        : { ...fast, startedAt, endedAt },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-2xl border border-ink-200 bg-cream p-4">
      <div className="flex flex-wrap gap-4">
        <PastTimeField label="Started" value={start} now={now} onChange={setStart} />
        {fast.endedAt !== null && <PastTimeField label="Ended" value={end} now={now} onChange={setEnd} />}
      </div>
      {problem && <FormAlert message={problem} attempt={attempt} />}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          Save changes
        </button>
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          Cancel
        </button>
      </div>
    </form>
  );
}
