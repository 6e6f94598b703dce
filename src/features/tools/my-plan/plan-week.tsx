import { useId } from "react";
import { formatClock, type PlannedDay, type PlanState, type ShoppingGroup } from "./plan-options";

export function PlanWeek({
  week,
  state,
  onSwap,
  onLock,
}: {
  week: PlannedDay[];
  state: PlanState;
  onSwap: (day: number, slot: number) => void;
  onLock: (day: number) => void;
}) {
  const id = useId();
  return (
    <ol className="mt-2 grid gap-4 md:grid-cols-2 xl:grid-cols-3 print:grid-cols-2 print:gap-2">
      {week.map((day, dayIndex) => {
        const isLocked = state.locked.includes(dayIndex);
        const headingId = `${id}-day-${dayIndex}`;
        return (
          <li key={dayIndex} className="plan-day">
            <article
              aria-labelledby={headingId}
              className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-card print:rounded-lg print:p-2 print:shadow-none ${isLocked ? "border-brand-600" : "border-ink-100"}`}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 id={headingId} className="text-lg font-semibold">
                  Day {dayIndex + 1}
                </h3>
                <button
                  type="button"
                  aria-pressed={isLocked}
                  aria-label={`Lock day ${dayIndex + 1}`}
                  onClick={() => onLock(dayIndex)}
                  className="min-h-11 rounded-full border border-ink-300 px-4 text-sm font-semibold text-ink-800 hover:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white print:hidden"
                >
                  {isLocked ? "Locked" : "Lock"}
                </button>
              </div>
              <ul className="mt-3 grow space-y-3 print:mt-1 print:space-y-1">
                {day.meals.map((meal, slot) => (
                  <li key={meal.meal} className="rounded-xl bg-cream p-3 print:bg-transparent print:p-0">
                    <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                      {formatClock(meal.at)} · {meal.meal}
                    </p>
                    <div className="mt-1 flex items-start justify-between gap-3">
                      <h4 className="font-semibold text-ink-950">{meal.title}</h4>
                      <button
                        type="button"
                        onClick={() => onSwap(dayIndex, slot)}
                        disabled={isLocked}
                        aria-label={`Swap ${meal.meal} on day ${dayIndex + 1}`}
                        className="min-h-11 shrink-0 rounded-full px-3 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950 disabled:cursor-not-allowed disabled:text-ink-500 disabled:no-underline print:hidden"
                      >
                        Swap
                      </button>
                    </div>
                    <p className="text-sm text-ink-700">{meal.facts}</p>
                  </li>
                ))}
              </ul>
              <div className="mt-4 border-t border-ink-100 pt-3 text-sm text-ink-800 print:mt-1 print:pt-1">
                {day.summary ? (
                  <>
                    <p>
                      <strong className="text-ink-950">{day.summary.kcal}</strong>
                      {day.summary.kcalTarget}
                    </p>
                    <p>{day.summary.macros}</p>
                    <p className="text-ink-700">{day.summary.servings}</p>
                  </>
                ) : (
                  <p>No day total: a meal has no checked figures.</p>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

export function PlanShoppingList({ groups }: { groups: ShoppingGroup[] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-shopping`} className="plan-shopping mt-10 print:mt-3">
      <h2 id={`${id}-shopping`} className="text-2xl font-semibold print:text-lg">
        Shopping list for the week
      </h2>
      <p className="mt-1 text-ink-700 print:hidden">
        Every meal above, added up by ingredient and sorted by aisle. Weights are as bought, rounded up.
      </p>
      <div className="mt-4 columns-1 gap-8 sm:columns-2 lg:columns-3 print:mt-1 print:columns-3 print:gap-4">
        {groups.map((group) => (
          <div key={group.aisle} className="mb-6 break-inside-avoid print:mb-2">
            <h3 className="text-lg font-semibold print:text-sm">{group.label}</h3>
            <ul className="mt-2 space-y-1 print:mt-0 print:space-y-0">
              {group.items.map((item) => (
                <li
                  key={item.food}
                  className="flex justify-between gap-3 border-b border-ink-100 py-1 print:py-0"
                >
                  <span>{item.name}</span>
                  <span className="text-right text-ink-700 tabular-nums">{item.amount}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
