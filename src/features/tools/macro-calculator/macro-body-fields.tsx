import { useId, useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { FieldError } from "~/components/ui/field-error";
import { NumberField } from "~/components/ui/number-field";
import { RadioGroup } from "~/components/ui/radio-group";
import { SelectField } from "~/components/ui/select-field";
import { NET_CARB_CAPS, NAVY_STANDARD_ERROR, PROTEIN_PER_KG_LEAN, navyBodyFat } from "./body-composition";
import { PLAIN_DECIMAL, type MacroField, type MacroFormValues } from "./macro-form-values";
import { CM_PER_INCH } from "./macro-calculator";
import { splitOptions } from "./macro-options";

// Prerendered with the page and hydrated after it, inside a section that starts closed: no first-load cost.

const proteinOptions = PROTEIN_PER_KG_LEAN.options.map((grams) => ({
  value: String(grams),
  label: `${grams} g${grams === PROTEIN_PER_KG_LEAN.default ? " (the middle of the range)" : ""}`,
}));
const carbOptions = NET_CARB_CAPS.map((grams) => ({ value: String(grams), label: `${grams} g` }));

const VIRTA_PROTEIN = "https://www.virtahealth.com/faq/protein-ketogenic-diet";

/** A typed length in cm, or NaN: the form's units decide whether it was inches. */
function toCm(text: string, metric: boolean): number {
  const trimmed = text.trim();
  if (!PLAIN_DECIMAL.test(trimmed)) return Number.NaN;
  return Number(trimmed) * (metric ? 1 : CM_PER_INCH);
}

/** The height the form holds, in cm, or NaN when it isn't typed yet. */
function heightCm(values: MacroFormValues): number {
  if (values.units === "metric") return toCm(values.centimeters, true);
  const inches = values.inches.trim() === "" ? 0 : toCm(values.inches, false);
  return toCm(values.feet, false) * 12 + inches;
}

export default function MacroBodyFields({
  values,
  errors,
  errorIds,
  update,
}: {
  values: MacroFormValues;
  errors: Partial<Record<MacroField, string>>;
  errorIds: Record<"bodyFat" | "split", string>;
  update: (changes: Partial<MacroFormValues>) => void;
}) {
  const id = useId();
  const metric = values.units === "metric";
  const unit = metric ? "cm" : "in";
  const isFemale = values.gender === "female";
  const [tape, setTape] = useState({ neck: "", waist: "", hip: "" });
  const [estimate, setEstimate] = useState<{ ok: boolean; text: string } | null>(null);

  const estimateBodyFat = () => {
    const measures = {
      heightCm: heightCm(values),
      neckCm: toCm(tape.neck, metric),
      waistCm: toCm(tape.waist, metric),
      hipCm: isFemale ? toCm(tape.hip, metric) : undefined,
    };
    const percent = navyBodyFat(values.gender, measures);
    if (percent === null || !Number.isFinite(percent) || percent < 3 || percent > 60) {
      setEstimate({
        ok: false,
        text: `Enter your height above, then your neck and waist${isFemale ? " and hips" : ""} in ${unit}: the waist must be wider than the neck.`,
      });
      return;
    }
    const rounded = (Math.round(percent * 10) / 10).toFixed(1);
    update({ bodyFat: rounded });
    setEstimate({
      ok: true,
      text: `About ${rounded} % body fat, give or take ${NAVY_STANDARD_ERROR[values.gender]} points (the US Navy tape method’s typical error). It is now in the Body fat field.`,
    });
  };

  return (
    <div className="space-y-6 pt-4">
      <div className="grid gap-6 sm:grid-cols-2">
        <NumberField
          label="Body fat (%)"
          value={values.bodyFat}
          error={errors.bodyFat}
          errorId={errorIds.bodyFat}
          onChange={(bodyFat) => {
            update({ bodyFat });
          }}
        />
      </div>

      <fieldset className="rounded-2xl bg-cream p-4 sm:p-5">
        <legend className="sr-only">Estimate body fat with a tape measure</legend>
        <p className="font-semibold text-ink-950" aria-hidden="true">
          Don’t know it? Estimate it with a tape measure
        </p>
        <p className="mt-1 text-sm text-ink-700">
          Neck just below the Adam’s apple; waist {isFemale ? "at its narrowest" : "at the navel"}
          {isFemale ? "; hips at their widest" : ""}. Relaxed, tape level, not pulled tight.
        </p>
        <div className={`mt-3 grid gap-4 ${isFemale ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
          <NumberField
            label={`Neck (${unit})`}
            value={tape.neck}
            errorId={`${id}-neck`}
            onChange={(neck) => setTape({ ...tape, neck })}
          />
          <NumberField
            label={`Waist (${unit})`}
            value={tape.waist}
            errorId={`${id}-waist`}
            onChange={(waist) => setTape({ ...tape, waist })}
          />
          {isFemale && (
            <NumberField
              label={`Hips (${unit})`}
              value={tape.hip}
              errorId={`${id}-hip`}
              onChange={(hip) => setTape({ ...tape, hip })}
            />
          )}
        </div>
        <button type="button" className={`${buttonStyles.ghost} mt-4`} onClick={estimateBodyFat}>
          Estimate body fat
        </button>
        <p
          role="status"
          className={`mt-3 ${estimate?.ok === false ? "font-medium text-red-800" : "text-ink-800"}`}
        >
          {estimate?.text}
        </p>
      </fieldset>

      <div>
        <RadioGroup
          legend="Macro split"
          name="split"
          options={splitOptions}
          value={values.split}
          onChange={(split) => {
            update({ split });
          }}
        />
        <FieldError id={errorIds.split} message={errors.split} />
      </div>

      {values.split === "grams" && (
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            label="Protein per kg of lean mass"
            value={values.proteinPerKg}
            options={proteinOptions}
            describedBy={`${id}-protein`}
            onChange={(proteinPerKg) => {
              update({ proteinPerKg });
            }}
          />
          <SelectField
            label="Net carbs a day"
            value={values.netCarbs}
            options={carbOptions}
            onChange={(netCarbs) => {
              update({ netCarbs });
            }}
          />
          <p id={`${id}-protein`} className="text-sm text-ink-700 sm:col-span-2">
            Stephen Phinney and the{" "}
            <a
              href={VIRTA_PROTEIN}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              Virta Health team
            </a>{" "}
            report that most people keep their lean mass on a ketogenic diet with 1.5–1.75 g of protein per kg
            of a weight that stands for lean mass, never under 1.2 and up to 2.0. Here it is applied to your
            own lean mass; fat makes up the rest of your calories.
          </p>
        </div>
      )}
    </div>
  );
}
