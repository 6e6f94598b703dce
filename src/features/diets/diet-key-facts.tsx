import { useId } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { DietComparisonRow } from "~/content/diets/model";

/** A guide's row of the diet comparison as a short card, to keep beside the text. */
export function DietKeyFacts({ row, className = "" }: { row: DietComparisonRow; className?: string }) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className={`rounded-3xl border border-ink-100 bg-white p-6 shadow-card ${className}`.trim()}
    >
      <h2
        id={headingId}
        className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase"
      >
        Key facts
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm font-semibold text-ink-700">Carb level</dt>
          <dd className="mt-1 text-lg font-semibold text-ink-950">{row.carbs}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-700">Best for</dt>
          <dd>
            <ul className="mt-1 space-y-1.5 text-ink-800">
              {row.bestFor.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <Link
        to={paths.diets.compare}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        Compare the five diets
        <span aria-hidden="true">&nbsp;→</span>
      </Link>
    </aside>
  );
}
