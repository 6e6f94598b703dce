import { useId } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import { paths } from "~/config/paths";
import {
  activityFactor,
  formatNumber,
  formulaOptions,
  goalOptions,
  safeCalorieFloor,
  toKilograms,
  type MacroInputs,
  type MacroResult,
} from "./macro-calculator";
import { leanMassKg } from "./body-composition";
import { MacroBreakdown, sharesOfGrams } from "./macro-calculator-chart";
import type { MacroEvaluation } from "./macro-form";

// Loaded with the first result, keeping it out of the page's first load.

const HARVARD_CALORIE_COUNTING = "https://www.health.harvard.edu/staying-healthy/calorie-counting-made-easy";

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** "64.0 kg lean mass at 20 % body fat", when the inputs have a body fat figure. */
function leanMassText(inputs: MacroInputs): string {
  if (inputs.bodyFatPercent === null) return "";
  const lean = leanMassKg(toKilograms(inputs.body), inputs.bodyFatPercent);
  return `${oneDecimal(lean)} kg lean mass at ${inputs.bodyFatPercent} % body fat`;
}

function splitText(inputs: MacroInputs): string {
  const { split } = inputs;
  if (split.kind === "percent") return "Split: 70 % of calories from fat, 25 % from protein, 5 % from carbs.";
  return `Split: keto by grams — ${split.proteinPerKgLean} g protein per kg of lean mass (${leanMassText(inputs)}), ${split.netCarbs} g net carbs, fat for the rest.`;
}

/** One line showing how the target was reached, e.g. "Estimated BMR 1,872 kcal (Harris-Benedict) × 1.55 for your activity." */
function explain(inputs: MacroInputs, result: MacroResult): string {
  const name = formulaOptions.find((option) => option.value === inputs.formula)?.label ?? "";
  const formula = inputs.formula === "katch-mcardle" ? `Katch-McArdle, from ${leanMassText(inputs)}` : name;
  const goal = goalOptions.find((option) => option.value === inputs.goal);
  const adjustment =
    goal && goal.adjustment !== 0
      ? `, ${goal.adjustment > 0 ? "+" : "−"} ${Math.abs(goal.adjustment)} kcal for ${goal.label.toLowerCase()}`
      : "";
  return `Estimated basal metabolic rate ${formatNumber(Math.round(result.bmr))} kcal (${formula}) × ${activityFactor(inputs.activity)} for your activity${adjustment}.`;
}

/** My plan, set to keto with this goal and these calories and protein. */
function planLink(inputs: MacroInputs, result: MacroResult): string {
  const query = new URLSearchParams({
    diet: "keto",
    goal: inputs.goal,
    kcal: String(result.calories),
    protein: String(Math.round(result.proteinGrams)),
  });
  return `${paths.myPlan}?${query.toString()}`;
}

function Plan({ inputs, result }: { inputs: MacroInputs; result: MacroResult }) {
  const headingId = useId();
  const stats = [
    { label: "Calories", value: `${formatNumber(result.calories)} kcal` },
    { label: "Fat", value: `${formatNumber(result.fatGrams)} g` },
    { label: "Protein", value: `${formatNumber(result.proteinGrams)} g` },
    { label: "Carbs", value: `${formatNumber(result.carbsGrams)} g` },
  ];
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-ink-100 pt-8">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-950">
        Your Daily Macros
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-cream p-4">
            <dt className="text-sm font-medium text-ink-700">{stat.label}</dt>
            <dd className="font-display text-xl font-bold text-ink-950 sm:text-2xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-ink-700">{explain(inputs, result)}</p>
      <p className="mt-1 text-ink-700">{splitText(inputs)}</p>
      <ButtonLink to={planLink(inputs, result)} variant="ghost" className="mt-5">
        Use in my plan <span aria-hidden="true">→</span>
      </ButtonLink>
      <div className="mt-8">
        <MacroBreakdown
          result={result}
          shares={inputs.split.kind === "grams" ? sharesOfGrams(result) : undefined}
        />
      </div>
    </section>
  );
}

/** No macro split under the safe floor, so nothing on screen reads as a diet to follow. */
function BelowFloor({
  inputs,
  result,
  maintenance,
}: {
  inputs: MacroInputs;
  result: MacroResult;
  maintenance: number;
}) {
  const headingId = useId();
  const floor = safeCalorieFloor[inputs.gender];
  const [people, others, othersFloor] =
    inputs.gender === "male"
      ? ["men", "women", safeCalorieFloor.female]
      : ["women", "men", safeCalorieFloor.male];
  const target = result.calories > 0 ? `${formatNumber(result.calories)} kcal a day` : "no calories at all";
  return (
    <section aria-labelledby={headingId} className="mt-8 border-t border-ink-100 pt-8">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-950">
        No plan below {formatNumber(floor)} kcal a day
      </h2>
      <div className="mt-4 space-y-3 rounded-2xl border border-fuel-300 bg-fuel-50 p-5 text-ink-900">
        <p>
          The formula puts your target at <strong className="font-semibold">{target}</strong>.{" "}
          {explain(inputs, result)}
        </p>
        <p>
          That is under {formatNumber(floor)} kcal. Harvard Health Publishing advises {people} not to eat less
          than {formatNumber(floor)} kcal a day ({others}: {formatNumber(othersFloor)}) except under a health
          professional’s supervision, because eating too little can deprive you of nutrients you need. So this
          calculator doesn’t turn the estimate into a macro plan.
        </p>
        {inputs.goal === "fat-loss" && maintenance >= floor && (
          <p>
            Without the fat-loss deficit your estimate is {formatNumber(maintenance)} kcal a day: choose
            Maintenance under Goal to see its macros.
          </p>
        )}
        <p className="font-medium">
          Please talk to your doctor or a registered dietitian about a target that suits you.
        </p>
      </div>
      <p className="mt-3 text-sm text-ink-700">
        Source: Harvard Health Publishing,{" "}
        <a
          href={HARVARD_CALORIE_COUNTING}
          className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          Calorie counting made easy
        </a>
        .
      </p>
    </section>
  );
}

export default function MacroResults({
  evaluation,
}: {
  evaluation: Exclude<MacroEvaluation, { kind: "invalid" }>;
}) {
  return evaluation.kind === "plan" ? (
    <Plan inputs={evaluation.inputs} result={evaluation.result} />
  ) : (
    <BelowFloor inputs={evaluation.inputs} result={evaluation.result} maintenance={evaluation.maintenance} />
  );
}
