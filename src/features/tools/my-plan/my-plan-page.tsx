import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { FieldError } from "~/components/ui/field-error";
import { fieldStyles, labelStyles } from "~/components/ui/form-styles";
import { HealthNote } from "~/components/ui/health-note";
import { SelectField } from "~/components/ui/select-field";
import { ToolHeader } from "~/components/ui/tool-header";
import { paths } from "~/config/paths";
import type { Foods } from "~/content/ingredients/model";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import {
  eatingMinutes,
  formatClock,
  planOptions,
  targetRanges,
  type PlanIdeas,
  type PlanState,
  type PlanView,
} from "./plan-options";
import { PlanShoppingList, PlanWeek } from "./plan-week";

// `/tools/my-plan`: a week of meals from the meal ideas, fitted to an eating
// window and a calorie target, with its shopping list and a calendar file.
// The link holds the whole plan; "Save on this device" keeps a copy here.
// The page shows the default week its HTML was built with; the plan's maths
// loads after hydration and takes over from there.

const dietOptions = [
  { value: "keto", label: "Keto" },
  { value: "paleo", label: "Paleo" },
  { value: "mediterranean", label: "Mediterranean" },
  { value: "vegan", label: "Vegan" },
] as const;
const goalOptions = [
  { value: "fat-loss", label: "Fat loss" },
  { value: "maintenance", label: "Maintenance" },
  { value: "muscle-gain", label: "Muscle gain" },
] as const;

type Logic = typeof import("./plan-view");
const loadLogic = () => import("./plan-view");

type TargetKey = keyof typeof targetRanges;

export function MyPlanPage({ ideas, foods, initial }: { ideas: PlanIdeas; foods: Foods; initial: PlanView }) {
  const [params, setParams] = useSearchParams();
  const isHydrated = useIsHydrated();
  const [logic, setLogic] = useState<Logic | null>(null);
  const id = useId();
  // What is typed in the target boxes, kept while it is not yet valid.
  const [typed, setTyped] = useState<Record<TargetKey, string | null>>({ kcal: null, protein: null });
  const [notice, setNotice] = useState("");

  useEffect(() => {
    if (!isHydrated) return;
    void loadLogic().then((loaded) => {
      setLogic(loaded);
      // A visit without a plan in the link reopens the one saved here, if any.
      const saved = params.size > 0 ? null : loaded.savedPlan();
      if (!saved) return;
      setParams(saved, { replace: true, preventScrollReset: true });
      setNotice(loaded.planNotices.reopened);
    });
    // Only on arrival: later changes always put the plan in the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isHydrated]);

  // Until the maths has loaded, the prerendered default plan stands.
  const view = logic && isHydrated ? logic.planView(params, ideas, foods) : initial;
  const { state, week, shopping } = view;

  // Plans this page has put in the link that the router has not shown yet, oldest first. A second
  // change made in that moment (calories, then at once protein) builds on the first, not on the
  // page as shown, or the first would be lost.
  const written = useRef<{ search: string; state: PlanState }[]>([]);
  const shown = params.toString();
  useEffect(() => {
    const landed = written.current.findIndex((write) => write.search === shown);
    // Not one of ours (back, forward, a link): the link is the plan again.
    written.current = landed === -1 ? [] : written.current.slice(landed + 1);
  }, [shown]);

  /** Runs `change` on the latest plan once the maths is there (at once after the first moments). */
  const act = (change: (loaded: Logic, current: PlanState) => PlanState | null) => {
    void (logic ? Promise.resolve(logic) : loadLogic()).then((loaded) => {
      setLogic(loaded);
      const next = change(loaded, written.current.at(-1)?.state ?? state);
      if (!next) return;
      const search = new URLSearchParams(loaded.planSearch(next)).toString();
      written.current = [...written.current, { search, state: next }];
      setParams(search, { replace: true, preventScrollReset: true });
      setNotice("");
    });
  };
  const update = (changes: Partial<PlanState>) =>
    act((loaded, current) => loaded.changePlan(current, changes));

  const typeTarget = (key: TargetKey, text: string) => {
    setTyped((before) => ({ ...before, [key]: text }));
    act((loaded, current) => {
      const value = loaded.readTarget(key, text);
      return value === null ? null : loaded.changePlan(current, { [key]: value ?? null });
    });
  };
  const targetError = (key: TargetKey) => logic?.targetError(key, typed[key]);

  const minutes = eatingMinutes[state.plan];
  const meals = week[0]?.meals.map((meal) => meal.meal).join(" and ") ?? "";

  return (
    <div className="plan-print mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16 print:p-0">
      <ToolHeader
        title="My plan"
        intro="A week of meals that fits your eating window and daily targets, with one shopping list and a calendar file. It all stays in this page’s link and on your device."
        className="print:hidden"
      />

      {/* No submit button and several fields: Enter never submits, so nothing lands in a query. */}
      <form
        className="mt-10 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8 print:hidden"
        aria-labelledby={`${id}-settings`}
      >
        <h2 id={`${id}-settings`} className="text-xl font-semibold">
          Your diet, window and targets
        </h2>
        <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label="Diet"
            value={state.diet}
            options={dietOptions}
            onChange={(diet) => update({ diet })}
          />
          <SelectField
            label="Goal"
            value={state.goal}
            options={goalOptions}
            onChange={(goal) => update({ goal })}
          />
          <SelectField
            label="Fasting plan"
            value={state.plan}
            options={planOptions}
            onChange={(plan) => update({ plan })}
          />
          <div>
            <label htmlFor={`${id}-opens`} className={labelStyles}>
              Eating window opens
            </label>
            <input
              id={`${id}-opens`}
              type="time"
              value={formatClock(state.opens)}
              onChange={(event) => {
                const [hours, mins] = event.target.value.split(":").map(Number);
                if (hours !== undefined && mins !== undefined && !Number.isNaN(hours + mins))
                  update({ opens: hours * 60 + mins });
              }}
              className={fieldStyles}
            />
          </div>
          {(["kcal", "protein"] as const).map((key) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className={labelStyles}>
                {key === "kcal" ? "Calories a day (kcal)" : "Protein a day (g)"}{" "}
                <span className="font-normal text-ink-700">optional</span>
              </label>
              <input
                id={`${id}-${key}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={typed[key] ?? (state[key] === null ? "" : String(state[key]))}
                onChange={(event) => typeTarget(key, event.target.value)}
                aria-invalid={targetError(key) ? true : undefined}
                aria-describedby={targetError(key) ? `${id}-${key}-error` : undefined}
                className={fieldStyles}
              />
              <FieldError id={`${id}-${key}-error`} message={targetError(key)} />
            </div>
          ))}
        </div>
        <p className="mt-5 text-ink-700">
          Need numbers? Get your targets from the{" "}
          <Link to={`${paths.tools}/macro-calculator`}>Keto Macro Calculator</Link> and your window from the{" "}
          <Link to={`${paths.tools}/fasting-schedule`}>Fasting Schedule Generator</Link>: both offer “Use in
          my plan”.
        </p>
      </form>

      <section aria-labelledby={`${id}-week`} className="mt-10 print:mt-0">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id={`${id}-week`} className="text-2xl font-semibold print:text-lg">
              Your week
            </h2>
            <p className="mt-1 text-ink-700">
              {planOptions.find((option) => option.value === state.plan)?.label.split(" — ")[0]}: eating{" "}
              {formatClock(state.opens)}–{formatClock(state.opens + minutes)} · {meals} ·{" "}
              {state.kcal === null ? "no calorie target" : `${state.kcal.toLocaleString("en-US")} kcal a day`}
              {state.protein === null ? "" : ` · ${state.protein} g protein`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 print:hidden">
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() =>
                act((loaded, current) => ({
                  ...current,
                  menu: loaded.reshuffleMenu(current.menu, current.locked, Math.random),
                }))
              }
            >
              Reshuffle
            </button>
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() =>
                act((loaded) => {
                  loaded.downloadPlanCalendar(view);
                  setNotice(loaded.planNotices.calendar);
                  return null;
                })
              }
            >
              Add to calendar
            </button>
            <button type="button" className={buttonStyles.ghost} onClick={() => window.print()}>
              Print
            </button>
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() =>
                act((loaded, current) => {
                  setNotice(loaded.savePlan(loaded.planSearch(current)));
                  return null;
                })
              }
            >
              Save on this device
            </button>
          </div>
        </div>
        <p role="status" className="mt-3 min-h-6 text-ink-800 print:hidden">
          {notice}
        </p>
        <PlanWeek
          week={week}
          state={state}
          onSwap={(day, slot) =>
            act((loaded, current) => ({ ...current, menu: loaded.swapMeal(current.menu, day, slot) }))
          }
          onLock={(day) =>
            act((loaded, current) =>
              loaded.changePlan(current, {
                locked: current.locked.includes(day)
                  ? current.locked.filter((other) => other !== day)
                  : [...current.locked, day].sort(),
              }),
            )
          }
        />
      </section>

      <PlanShoppingList groups={shopping} />

      <HealthNote className="mt-10 print:mt-4" />
    </div>
  );
}
