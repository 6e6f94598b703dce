import { useId } from "react";
import {
  LOW_CALORIE_LIMIT,
  activityFactor,
  formatNumber,
  formulaOptions,
  goalOptions,
  isLowCalorieTarget,
  type MacroInputs,
  type MacroResult,
} from "./macro-calculator";
import { MacroBreakdown } from "./macro-calculator-chart";

// The result view (figures, explanation, chart) loads when the first result
// is shown, keeping it out of the page's first load.

/** One line showing how the target was reached, e.g. "Estimated BMR 1,872 kcal (Harris-Benedict) × 1.55 for your activity." */
function explain(inputs: MacroInputs, result: MacroResult): string {
  const formula = formulaOptions.find((option) => option.value === inputs.formula)?.label ?? "";
  const goal = goalOptions.find((option) => option.value === inputs.goal);
  const adjustment =
    goal && goal.adjustment !== 0
      ? `, ${goal.adjustment > 0 ? "+" : "−"} ${Math.abs(goal.adjustment)} kcal for ${goal.label.toLowerCase()}`
      : "";
  return `Estimated basal metabolic rate ${formatNumber(Math.round(result.bmr))} kcal (${formula}) × ${activityFactor(inputs.activity)} for your activity${adjustment}.`;
}

export default function MacroResults({ inputs, result }: { inputs: MacroInputs; result: MacroResult }) {
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
      {isLowCalorieTarget(result) && (
        <p className="mt-4 rounded-2xl border border-fuel-300 bg-fuel-50 p-4 text-ink-900">
          <strong className="font-semibold">Caution:</strong> this target is under{" "}
          {formatNumber(LOW_CALORIE_LIMIT)} kcal a day. Eating this little makes it hard to get the nutrients
          you need — please talk to your doctor or a registered dietitian before you try it.
        </p>
      )}
      <div className="mt-8">
        <MacroBreakdown result={result} />
      </div>
    </section>
  );
}
