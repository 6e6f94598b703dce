import { useId, useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { FormAlert } from "~/components/ui/form-alert";
import { JOURNAL_NOTE_MAX, toJournal, type FastJournal, type Rating } from "./fast-records";

type Scale = "hunger" | "energy" | "mood";

/** The three scales, with what their ends mean: said beside each, so a 1 is never a guess. */
const scales: readonly { key: Scale; label: string; low: string; high: string }[] = [
  { key: "hunger", label: "Hunger", low: "not hungry", high: "very hungry" },
  { key: "energy", label: "Energy", low: "drained", high: "full of energy" },
  { key: "mood", label: "Mood", low: "low", high: "great" },
];

const RATINGS = [1, 2, 3, 4, 5] as const;

/** "Hunger 2/5 · Energy 4/5", the scales that were rated, for the history. */
export function ratingsLine(journal: FastJournal): string {
  return scales
    .flatMap(({ key, label }) => (journal[key] === null ? [] : [`${label} ${journal[key]}/5`]))
    .join(" · ");
}

export function JournalText({ journal }: { journal: FastJournal }) {
  const ratings = ratingsLine(journal);
  return (
    <div className="text-ink-800">
      {ratings && <p className="font-medium">{ratings}</p>}
      {journal.note && <p className="mt-1 break-words whitespace-pre-line">{journal.note}</p>}
    </div>
  );
}

export function JournalForm({
  journal,
  title,
  onSave,
  onCancel,
}: {
  journal: FastJournal | undefined;
  /** The form's heading (an h3): it names the fast in the history. */
  title: string;
  onSave: (journal: FastJournal) => Promise<string | null>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [ratings, setRatings] = useState<Record<Scale, Rating>>({
    hunger: journal?.hunger ?? null,
    energy: journal?.energy ?? null,
    mood: journal?.mood ?? null,
  });
  const [note, setNote] = useState(journal?.note ?? "");
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    const fail = (message: string) => setProblem((last) => ({ message, attempt: (last?.attempt ?? 0) + 1 }));
    const checked = toJournal({ ...ratings, note, savedAt: Date.now() });
    if (typeof checked === "string") {
      fail(checked);
      return;
    }
    const refused = await onSave(checked);
    if (refused) fail(refused);
    else setProblem(null);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink-950">
        {title}
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {scales.map(({ key, label, low, high }) => (
          <fieldset key={key}>
            <legend className="font-medium text-ink-900">{label}</legend>
            <p className="text-sm text-ink-700" aria-hidden="true">
              1 {low} · 5 {high}
            </p>
            <div className="segmented mt-1">
              {RATINGS.map((rating) => (
                <label key={rating} className="segmented-option min-w-10 px-2">
                  <input
                    type="radio"
                    name={`${id}-${key}`}
                    value={rating}
                    checked={ratings[key] === rating}
                    onChange={() => setRatings({ ...ratings, [key]: rating })}
                    // The ends say what they mean, as the line above the scale does on screen.
                    aria-label={rating === 1 ? `1 (${low})` : rating === 5 ? `5 (${high})` : String(rating)}
                    className="sr-only"
                  />
                  {rating}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-note`} className="font-medium text-ink-900">
          Note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={JOURNAL_NOTE_MAX}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${id}-count`}
          className="mt-1 block w-full rounded-xl border border-ink-300 bg-white px-3 py-2 text-ink-950"
        />
        <p id={`${id}-count`} className="mt-1 text-sm text-ink-700">
          {note.length} of {JOURNAL_NOTE_MAX} characters
        </p>
      </div>
      {problem && (
        <div className="mt-3">
          <FormAlert message={problem.message} attempt={problem.attempt} />
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          Save journal
        </button>
        {onCancel && (
          <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
