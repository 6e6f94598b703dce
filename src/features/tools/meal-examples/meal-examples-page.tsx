import { useId, useState } from "react";
import { ButtonLink } from "~/components/ui/button-link";
import { HealthNote } from "~/components/ui/health-note";
import type { Diet, Goal, Meal } from "~/content/meal-ideas";
import { paths } from "~/config/paths";
import { fdcUrl, type MealCard, type MealCards } from "~/lib/meal-nutrition/meal-nutrition";
import {
  buildGroceryListLink,
  dietOptions,
  goalOptions,
  labelFor,
  mealTabs,
  moveTabIndex,
} from "./meal-examples";
import { SelectField } from "~/components/ui/select-field";
import { ToolHeader } from "~/components/ui/tool-header";

export function MealExamplesPage({ ideas }: { ideas: MealCards }) {
  const [diet, setDiet] = useState<Diet>("keto");
  const [goal, setGoal] = useState<Goal>("fat-loss");
  const [meal, setMeal] = useState<Meal>("breakfast");
  const id = useId();
  const tabId = (value: Meal) => `${id}-tab-${value}`;
  const panelId = (value: Meal) => `${id}-panel-${value}`;

  const dietLabel = labelFor(dietOptions, diet);
  const goalLabel = labelFor(goalOptions, goal).toLowerCase();

  // Arrow keys move focus and select at once ("automatic activation"): every
  // panel is already rendered, so showing one costs nothing.
  const onTabKeyDown = (event: React.KeyboardEvent, index: number) => {
    const next = mealTabs[moveTabIndex(index, event.key, mealTabs.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    setMeal(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <ToolHeader
        title="Meal Examples"
        intro="Pick a diet and a goal, then browse five ideas each for breakfast, lunch and dinner. Each lists its ingredients for one serving, and its calories, protein, fat and net carbs are worked out from USDA FoodData Central values for those weights — a guide to adjust to your appetite, not a label."
      />

      <div className="mt-10 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Diet" value={diet} options={dietOptions} onChange={setDiet} />
          <SelectField label="Goal" value={goal} options={goalOptions} onChange={setGoal} />
        </div>

        <div role="tablist" aria-label="Meal" className="mt-8 flex gap-2 border-b border-ink-100 pb-4">
          {mealTabs.map((tab, index) => {
            const isSelected = tab.value === meal;
            return (
              <button
                key={tab.value}
                id={tabId(tab.value)}
                type="button"
                role="tab"
                aria-selected={isSelected}
                aria-controls={panelId(tab.value)}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => setMeal(tab.value)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
                className={`min-h-11 flex-1 rounded-full border px-4 py-2 font-semibold transition-colors motion-reduce:transition-none sm:flex-none sm:px-6 ${
                  isSelected
                    ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
                    : "border-ink-200 bg-white text-ink-800 hover:border-brand-500 hover:text-brand-800"
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>

        {mealTabs.map((tab) => (
          <div
            key={tab.value}
            id={panelId(tab.value)}
            role="tabpanel"
            aria-labelledby={tabId(tab.value)}
            hidden={tab.value !== meal}
            // The APG tabs pattern: a panel with nothing focusable in it takes
            // focus itself, so Tab from the tab list lands on the ideas.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="mt-6 rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          >
            <h2 className="text-xl font-semibold">
              {dietLabel} {tab.label.toLowerCase()} ideas for {goalLabel}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {ideas[diet][goal][tab.value].map((idea) => (
                <li key={idea.title}>
                  <MealIdeaCard idea={idea} />
                </li>
              ))}
            </ul>
          </div>
        ))}

        <p aria-live="polite" className="sr-only">
          {`Showing ${ideas[diet][goal][meal].length} ${dietLabel} ${meal} ideas for ${goalLabel}.`}
        </p>
      </div>

      <div className="mt-8 flex flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-800">
          Make a week of these: meals that fit your eating window, with one shopping list. Or get a list of
          staples for the {dietLabel} diet.
        </p>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink
            to={`${paths.myPlan}?${new URLSearchParams({ diet, goal }).toString()}`}
            variant="primary"
          >
            Use in my plan
            <span aria-hidden="true">→</span>
          </ButtonLink>
          <ButtonLink to={buildGroceryListLink(diet)} variant="ghost">
            {dietLabel} grocery list
          </ButtonLink>
        </div>
      </div>

      <HealthNote className="mt-8" />
    </div>
  );
}

function MealIdeaCard({ idea }: { idea: MealCard }) {
  const { numbers } = idea;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-ink-100 bg-cream p-5">
      <h3 className="text-lg font-semibold text-ink-950">{idea.title}</h3>
      <p className="mt-2 text-ink-700">{idea.description}</p>
      {numbers ? (
        <dl className="meal-facts mt-4 grid grid-cols-4 gap-2 text-center">
          {(
            [
              ["kcal", numbers.kcal.toLocaleString("en-US"), ""],
              ["protein", numbers.protein, " g"],
              ["net carbs", numbers.netCarbs, " g"],
              ["fat", numbers.fat, " g"],
            ] as const
          ).map(([label, value, unit]) => (
            <div key={label} className="rounded-xl bg-white px-1 py-2">
              <dt className="text-xs text-ink-700">{label}</dt>
              <dd className="font-semibold text-ink-950 tabular-nums">
                {value}
                {unit}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-4 text-sm text-ink-700">
          No figures for this one yet: an ingredient’s values couldn’t be checked, so we show none rather than
          a guess.
        </p>
      )}
      <details className="mt-auto pt-4">
        <summary className="cursor-pointer font-semibold text-brand-800">Ingredients for one serving</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-800">
          {idea.ingredients.map((line, index) => (
            <li key={index}>
              {line.fdcId === null ? (
                line.amount
              ) : (
                <a href={fdcUrl(line.fdcId)} target="_blank" rel="noopener noreferrer">
                  {line.amount}
                </a>
              )}
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}
