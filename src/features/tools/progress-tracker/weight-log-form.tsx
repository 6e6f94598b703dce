import { useEffect, useId, useRef, useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { formatDate } from "./day-format";
import {
  fromCm,
  fromKg,
  oneDecimal,
  parseDecimal,
  toCm,
  toKg,
  type LengthUnit,
  type WeightUnit,
} from "./units";
import {
  checkEntry,
  localDate,
  type EntryField,
  type EntryProblems,
  type WeightEntry,
} from "./weight-entries";

const fieldStyle =
  "mt-1 block min-h-11 w-full rounded-xl border border-ink-300 bg-white px-3 py-2 text-ink-950 aria-invalid:border-red-700";

/** What the form shows: a new weigh-in, or an existing one being edited. */
export interface LogFormProps {
  today: string;
  weightUnit: WeightUnit;
  lengthUnit: LengthUnit;
  editing: WeightEntry | null;
  onUnits: (units: { weightUnit: WeightUnit; lengthUnit: LengthUnit }) => void;
  /** Saves a checked entry; `editedFrom` is the date of the entry being edited. */
  onSave: (entry: WeightEntry, editedFrom: string | null) => Promise<boolean>;
  onCancelEdit: () => void;
}

/** A typed value converted to another unit, to one decimal; left as typed when it isn't a number. */
const converted = (text: string, convert: (value: number) => number) => {
  const value = parseDecimal(text);
  return value === null ? text : oneDecimal(convert(value));
};

/**
 * The day's weigh-in: date (today unless changed), weight and, if measured,
 * waist, each in the unit the visitor picks (remembered). A problem is said
 * next to its field and nothing is saved.
 */
export function WeightLogForm(props: LogFormProps) {
  const { editing } = props;
  // A new form for each entry edited (and back to a blank one after).
  return <LogForm key={editing ? `${editing.date}/${editing.savedAt}` : "new"} {...props} />;
}

function LogForm({ today, weightUnit, lengthUnit, editing, onUnits, onSave, onCancelEdit }: LogFormProps) {
  const id = useId();
  const [date, setDate] = useState(editing?.date ?? today);
  const [weight, setWeight] = useState(editing ? oneDecimal(fromKg(editing.weightKg, weightUnit)) : "");
  const [waist, setWaist] = useState(editing?.waistCm ? oneDecimal(fromCm(editing.waistCm, lengthUnit)) : "");
  const [problems, setProblems] = useState<EntryProblems>({});
  const fields = useRef<Partial<Record<EntryField, HTMLInputElement | null>>>({});

  // An entry picked for editing: its weight, ready to change.
  useEffect(() => {
    if (editing) fields.current.weight?.focus();
  }, [editing]);

  const submit = async (event: React.SyntheticEvent) => {
    event.preventDefault();
    const now = Date.now();
    const checked = checkEntry({ date, weight, weightUnit, waist, lengthUnit }, localDate(now), now);
    if ("problems" in checked) {
      setProblems(checked.problems);
      const first = (["date", "weight", "waist"] as const).find((field) => checked.problems[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setProblems({});
    if ((await onSave(checked.entry, editing?.date ?? null)) && !editing) {
      setWeight("");
      setWaist("");
    }
  };

  const describe = (field: EntryField) => (problems[field] ? `${id}-${field}-problem` : undefined);
  const problem = (field: EntryField) =>
    problems[field] && (
      <p id={`${id}-${field}-problem`} className="mt-1 font-medium text-red-800">
        {problems[field]}
      </p>
    );

  const unitChoice = <U extends string>(
    name: string,
    label: string,
    units: readonly U[],
    value: U,
    pick: (unit: U) => void,
  ) => (
    <fieldset className="mt-2">
      <legend className="sr-only">{label}</legend>
      <div className="segmented">
        {units.map((unit) => (
          <label key={unit} className="segmented-option">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={unit}
              checked={unit === value}
              onChange={() => pick(unit)}
              className="sr-only"
            />
            {unit}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink-950">
        {editing ? `Edit the weigh-in of ${formatDate(editing.date)}` : "Log a weigh-in"}
      </h2>
      <p className="mt-1 text-sm text-ink-700">One a day: a second weigh-in for a day replaces the first.</p>

      <div className="mt-4">
        <label htmlFor={`${id}-date`} className="font-medium text-ink-900">
          Date
        </label>
        <input
          ref={(element) => {
            fields.current.date = element;
          }}
          id={`${id}-date`}
          type="date"
          max={today}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={problems.date ? true : undefined}
          aria-describedby={describe("date")}
          className={fieldStyle}
        />
        {problem("date")}
      </div>

      <div className="mt-4">
        <label htmlFor={`${id}-weight`} className="font-medium text-ink-900">
          Weight ({weightUnit})
        </label>
        <input
          ref={(element) => {
            fields.current.weight = element;
          }}
          id={`${id}-weight`}
          inputMode="decimal"
          autoComplete="off"
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          aria-invalid={problems.weight ? true : undefined}
          aria-describedby={describe("weight")}
          className={fieldStyle}
        />
        {problem("weight")}
        {unitChoice("weight-unit", "Weight unit", ["kg", "lb"] as const, weightUnit, (unit) => {
          setWeight(converted(weight, (value) => fromKg(toKg(value, weightUnit), unit)));
          onUnits({ weightUnit: unit, lengthUnit });
        })}
      </div>

      <div className="mt-4">
        <label htmlFor={`${id}-waist`} className="font-medium text-ink-900">
          Waist ({lengthUnit}, optional)
        </label>
        <input
          ref={(element) => {
            fields.current.waist = element;
          }}
          id={`${id}-waist`}
          inputMode="decimal"
          autoComplete="off"
          value={waist}
          onChange={(event) => setWaist(event.target.value)}
          aria-invalid={problems.waist ? true : undefined}
          aria-describedby={describe("waist")}
          className={fieldStyle}
        />
        {problem("waist")}
        {unitChoice("length-unit", "Waist and height unit", ["cm", "in"] as const, lengthUnit, (unit) => {
          setWaist(converted(waist, (value) => fromCm(toCm(value, lengthUnit), unit)));
          onUnits({ weightUnit, lengthUnit: unit });
        })}
      </div>

      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {editing ? "Save changes" : "Save weigh-in"}
        </button>
        {editing && (
          <button type="button" className={buttonStyles.ghost} onClick={onCancelEdit}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
