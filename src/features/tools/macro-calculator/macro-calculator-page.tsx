import { Suspense, lazy, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { FormAlert } from "~/components/ui/form-alert";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { whenIdle } from "~/lib/idle";
import {
  activityOptions,
  defaultFormValues,
  evaluateMacroForm,
  formulaOptions,
  goalOptions,
  readMacroQuery,
  switchUnits,
  toMacroQuery,
  type MacroFormValues,
  type MacroInputs,
  type MacroResult,
} from "./macro-calculator";
import { fieldStyles, labelStyles } from "~/components/ui/form-styles";
import { SelectField } from "~/components/ui/select-field";
import { ToolHeader } from "~/components/ui/tool-header";

const INVALID_INPUT = "Please fill out all fields correctly.";

const loadResults = () => import("./macro-calculator-results");
const MacroResults = lazy(loadResults);
const MacroMethod = lazy(() => import("./macro-calculator-method"));

type Outcome =
  { kind: "result"; inputs: MacroInputs; result: MacroResult } | { kind: "invalid"; attempt: number };

function evaluate(values: MacroFormValues, attempt: number): Outcome {
  const evaluated = evaluateMacroForm(values);
  return evaluated ? { kind: "result", ...evaluated } : { kind: "invalid", attempt };
}

/** A row of radio buttons styled as a segmented control. */
function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className={labelStyles}>{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-ink-300 bg-white px-4 text-base text-ink-900 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NumberField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={fieldStyles}
      />
    </div>
  );
}

/**
 * `/tools/macro-calculator`: body, activity and goal in; daily calories and
 * keto macros out. The inputs of the last result live in the URL query, so a
 * shared link reopens with the result computed.
 */
export function MacroCalculatorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  const [values, setValues] = useState<MacroFormValues>(defaultFormValues);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [hasReadUrl, setHasReadUrl] = useState(false);

  // Fetch the result view once the page is idle, before anyone presses Calculate.
  useEffect(() => whenIdle(() => void loadResults()), []);

  // The page is prerendered without a query, so the URL is read only once
  // hydration is over (during it the markup must match the static HTML).
  if (isHydrated && !hasReadUrl) {
    setHasReadUrl(true);
    const fromUrl = readMacroQuery(searchParams);
    if (fromUrl) {
      setValues(fromUrl);
      const evaluated = evaluateMacroForm(fromUrl);
      if (evaluated) setOutcome({ kind: "result", ...evaluated });
    }
  }

  const update = (changes: Partial<MacroFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
  };

  const calculate = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = evaluate(values, outcome?.kind === "invalid" ? outcome.attempt + 1 : 1);
    setOutcome(next);
    // The URL always describes the result on screen: cleared when there is none.
    setSearchParams(next.kind === "result" ? toMacroQuery(values) : {}, {
      replace: true,
      preventScrollReset: true,
    });
  };

  const isMetric = values.units === "metric";

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <ToolHeader
        title="Keto Macro Calculator"
        intro="Estimate how many calories you burn in a day and how they split into fat, protein and carbs on a ketogenic diet. It’s a starting point to adjust as you go — an estimate, not medical advice."
      />

      <div className="mt-10 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <form noValidate onSubmit={calculate} className="space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <RadioGroup
              legend="Gender"
              name="gender"
              options={[
                { value: "male", label: "Male" },
                { value: "female", label: "Female" },
              ]}
              value={values.gender}
              onChange={(gender) => {
                update({ gender });
              }}
            />
            <RadioGroup
              legend="Units"
              name="units"
              options={[
                { value: "imperial", label: "Imperial (ft, in, lb)" },
                { value: "metric", label: "Metric (cm, kg)" },
              ]}
              value={values.units}
              onChange={(units) => {
                setValues((current) => switchUnits(current, units));
              }}
            />
          </div>

          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <NumberField
              label="Age (years)"
              value={values.age}
              onChange={(age) => {
                update({ age });
              }}
            />
            {isMetric ? (
              <NumberField
                label="Height (cm)"
                value={values.centimeters}
                onChange={(centimeters) => {
                  update({ centimeters });
                }}
              />
            ) : (
              <fieldset>
                <legend className={labelStyles}>Height</legend>
                <div className="grid grid-cols-2 gap-3">
                  <NumberField
                    label="Feet"
                    value={values.feet}
                    onChange={(feet) => {
                      update({ feet });
                    }}
                  />
                  <NumberField
                    label="Inches"
                    value={values.inches}
                    onChange={(inches) => {
                      update({ inches });
                    }}
                  />
                </div>
              </fieldset>
            )}
            <NumberField
              label={isMetric ? "Weight (kg)" : "Weight (lbs)"}
              value={isMetric ? values.kilograms : values.pounds}
              onChange={(weight) => {
                update(isMetric ? { kilograms: weight } : { pounds: weight });
              }}
            />
          </div>

          <div className="grid gap-6 sm:grid-cols-2">
            <SelectField
              label="Activity level"
              value={values.activity}
              options={activityOptions}
              onChange={(activity) => {
                update({ activity });
              }}
            />
            <SelectField
              label="Goal"
              value={values.goal}
              options={goalOptions}
              onChange={(goal) => {
                update({ goal });
              }}
            />
          </div>

          <RadioGroup
            legend="Formula"
            name="formula"
            options={formulaOptions}
            value={values.formula}
            onChange={(formula) => {
              update({ formula });
            }}
          />

          <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`}>
            Calculate Macros
          </button>
        </form>

        {outcome?.kind === "invalid" && (
          <div className="mt-6">
            <FormAlert message={INVALID_INPUT} attempt={outcome.attempt} />
          </div>
        )}

        <div aria-live="polite">
          {outcome?.kind === "result" && (
            <Suspense fallback={<p className="mt-8 text-ink-700">Calculating…</p>}>
              <MacroResults inputs={outcome.inputs} result={outcome.result} />
            </Suspense>
          )}
        </div>
      </div>

      {/* Static text, prerendered: its code hydrates after the form is interactive. */}
      <Suspense>
        <MacroMethod />
      </Suspense>
    </div>
  );
}
