import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { FormAlert } from "~/components/ui/form-alert";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { whenIdle } from "~/lib/idle";
import type { MacroEvaluation } from "./macro-form";
import { defaultFormValues, type MacroField, type MacroFormValues } from "./macro-form-values";
import { activityOptions, formulaOptions, goalOptions } from "./macro-options";
import { FieldError } from "~/components/ui/field-error";
import { labelStyles } from "~/components/ui/form-styles";
import { NumberField } from "~/components/ui/number-field";
import { RadioGroup } from "~/components/ui/radio-group";
import { SelectField } from "~/components/ui/select-field";
import { ToolHeader } from "~/components/ui/tool-header";

const INVALID_INPUT = "Please fill out all fields correctly.";

const loadResults = () => import("./macro-calculator-results");
// The checks and the maths: fetched when the page is idle, awaited on a press.
const loadForm = () => import("./macro-form");
// Needed only for a shared link and after a press, so not part of the first load.
const loadUrlCodec = () => import("./macro-url");
const MacroResults = lazy(loadResults);
const MacroMethod = lazy(() => import("./macro-calculator-method"));
const MacroBodyFields = lazy(() => import("./macro-body-fields"));

/** `attempt` counts refused presses, so the alert takes focus again when a message repeats; a shared link's
 * messages show without taking focus. */
type Outcome = MacroEvaluation & { attempt: number; isFromLink?: boolean };

/** Which field's message a change to each value makes out of date. */
const fieldOf: Partial<Record<keyof MacroFormValues, MacroField>> = {
  age: "age",
  feet: "height",
  inches: "height",
  centimeters: "height",
  pounds: "weight",
  kilograms: "weight",
  bodyFat: "bodyFat",
  // Any change to the split or to what needs body fat may settle the split's message.
  split: "split",
  proteinPerKg: "split",
  netCarbs: "split",
};

/** Whether the form uses its optional part, so that part opens (a shared link, a message in it). */
const usesBodyFields = (values: MacroFormValues) =>
  values.bodyFat.trim() !== "" || values.split === "grams" || values.formula === "katch-mcardle";

/** The last result's inputs live in the URL query, so a shared link reopens with the result computed. */
export function MacroCalculatorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  const [values, setValues] = useState<MacroFormValues>(defaultFormValues);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hasReadUrl = useRef(false);
  const errorIds = {
    age: useId(),
    height: useId(),
    weight: useId(),
    bodyFat: useId(),
    split: useId(),
  };
  const [isBodyOpen, setIsBodyOpen] = useState(false);

  useEffect(
    () =>
      whenIdle(() => {
        void loadForm();
        void loadResults();
      }),
    [],
  );

  // Prerendered without a query, so the URL is read once hydrated (until then the markup must match the HTML).
  useEffect(() => {
    if (!isHydrated || hasReadUrl.current) return;
    hasReadUrl.current = true;
    if (searchParams.size === 0) return;
    void Promise.all([loadUrlCodec(), loadForm()]).then(([{ readMacroQuery }, { evaluateMacroForm }]) => {
      const fromUrl = readMacroQuery(searchParams);
      if (fromUrl) {
        setValues(fromUrl);
        if (usesBodyFields(fromUrl)) setIsBodyOpen(true);
        setOutcome({ ...evaluateMacroForm(fromUrl), attempt: 0, isFromLink: true });
      }
    });
  }, [isHydrated, searchParams]);

  const errors = outcome?.kind === "invalid" ? outcome.errors : {};

  const update = (changes: Partial<MacroFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    // A corrected field loses its message; the others keep theirs until the next press.
    const edited = new Set(Object.keys(changes).map((key) => fieldOf[key as keyof MacroFormValues]));
    if (
      outcome?.kind === "invalid" &&
      Object.keys(outcome.errors).some((field) => edited.has(field as MacroField))
    ) {
      const remaining = Object.entries(outcome.errors).filter(([field]) => !edited.has(field as MacroField));
      setOutcome({ ...outcome, errors: Object.fromEntries(remaining) });
    }
  };

  const calculate = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every press goes through the same promises, so results and URLs land in press order.
    void Promise.all([loadForm(), loadUrlCodec()]).then(([{ evaluateMacroForm }, { toMacroQuery }]) => {
      const next = evaluateMacroForm(values);
      setOutcome((last) => ({ ...next, attempt: (last?.attempt ?? 0) + 1 }));
      if (next.kind === "invalid" && (next.errors.bodyFat || next.errors.split)) setIsBodyOpen(true);
      // The URL always describes the result on screen: cleared when there is none.
      setSearchParams(next.kind === "invalid" ? {} : toMacroQuery(values), {
        replace: true,
        preventScrollReset: true,
      });
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
                // The choice shows at once (clearing the height and weight messages: they name the
                // old units' ranges); what was typed follows, converted, as soon as the checks' code is here.
                const before = values;
                update({ units, feet: before.feet, pounds: before.pounds, centimeters: before.centimeters });
                void loadForm().then(({ switchUnits }) => {
                  const { feet, inches, pounds, centimeters, kilograms } = switchUnits(before, units);
                  setValues((current) => ({ ...current, feet, inches, pounds, centimeters, kilograms }));
                });
              }}
            />
          </div>

          {/* Age and weight side by side; height on a row of its own, so feet and inches
              under their group label don't sit lower than the boxes beside them. */}
          <div className="grid gap-6 sm:grid-cols-2">
            <NumberField
              label="Age (years)"
              value={values.age}
              error={errors.age}
              errorId={errorIds.age}
              onChange={(age) => {
                update({ age });
              }}
            />
            <NumberField
              label={isMetric ? "Weight (kg)" : "Weight (lbs)"}
              value={isMetric ? values.kilograms : values.pounds}
              error={errors.weight}
              errorId={errorIds.weight}
              onChange={(weight) => {
                update(isMetric ? { kilograms: weight } : { pounds: weight });
              }}
            />
          </div>
          <div className="grid gap-6 sm:grid-cols-2">
            {isMetric ? (
              <NumberField
                label="Height (cm)"
                value={values.centimeters}
                error={errors.height}
                errorId={errorIds.height}
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
                    error={errors.height}
                    errorId={errorIds.height}
                    isErrorShownBelow={false}
                    onChange={(feet) => {
                      update({ feet });
                    }}
                  />
                  <NumberField
                    label="Inches"
                    value={values.inches}
                    error={errors.height}
                    errorId={errorIds.height}
                    isErrorShownBelow={false}
                    onChange={(inches) => {
                      update({ inches });
                    }}
                  />
                </div>
                <FieldError id={errorIds.height} message={errors.height} />
              </fieldset>
            )}
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
              if (formula === "katch-mcardle") setIsBodyOpen(true);
            }}
          />

          <details
            open={isBodyOpen}
            onToggle={(event) => setIsBodyOpen(event.currentTarget.open)}
            className="rounded-2xl border border-ink-100 px-4 sm:px-5"
          >
            <summary className="fold-summary font-semibold text-ink-950">
              Body fat and keto by grams (optional)
            </summary>
            <Suspense fallback={<p className="py-4 text-ink-700">Loading…</p>}>
              <MacroBodyFields values={values} errors={errors} errorIds={errorIds} update={update} />
            </Suspense>
            <div className="pb-4" />
          </details>

          <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`}>
            Calculate Macros
          </button>
        </form>

        {outcome?.kind === "invalid" && (
          <div className="mt-6">
            <FormAlert message={INVALID_INPUT} attempt={outcome.attempt} takeFocus={!outcome.isFromLink} />
          </div>
        )}

        <div aria-live="polite">
          {outcome && outcome.kind !== "invalid" && (
            <Suspense fallback={<p className="mt-8 text-ink-700">Calculating…</p>}>
              <MacroResults evaluation={outcome} />
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
