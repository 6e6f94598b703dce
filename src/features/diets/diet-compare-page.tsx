import { useId } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { dietComparison } from "~/content/diets/comparison";
import type { DietComparisonRow } from "~/content/diets/model";
import { ButtonLink } from "~/components/ui/button-link";
import { HealthNote } from "~/components/ui/health-note";
import { PageHeader } from "~/components/ui/page-header";

const caption = "Diets compared by carb level, best use and fit with intermittent fasting";

/** The column names readers see: the table's headers and the cards' labels. */
const columns = {
  diet: "Diet",
  carbs: "Carb Level",
  bestFor: "Best For",
  worksWithIF: "Works with IF?",
} as const;

const columnLabel = "text-sm font-semibold tracking-wide text-ink-700 uppercase";

function BestForList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-1 ${className}`.trim()}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function WorksWithIF({ isCompatible }: { isCompatible: boolean }) {
  return isCompatible ? (
    <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
      <span aria-hidden="true">✓ </span>Yes
    </span>
  ) : (
    <span className="text-ink-700">No</span>
  );
}

function DietCard({ row }: { row: DietComparisonRow }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card"
    >
      <h2 id={headingId} className="text-xl font-semibold text-ink-950">
        {row.name}
      </h2>
      <dl className="mt-2 divide-y divide-ink-100">
        <div className="py-3">
          <dt className={columnLabel}>{columns.carbs}</dt>
          <dd className="mt-1 text-ink-800">{row.carbs}</dd>
        </div>
        <div className="py-3">
          <dt className={columnLabel}>{columns.bestFor}</dt>
          <dd className="mt-1 text-ink-800">
            <BestForList items={row.bestFor} className="list-disc pl-5 marker:text-brand-600" />
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-3">
          <dt className={columnLabel}>{columns.worksWithIF}</dt>
          <dd>
            <WorksWithIF isCompatible={row.compatibleWithIF} />
          </dd>
        </div>
      </dl>
      <Link
        to={row.link}
        className="mt-1 inline-block min-h-11 py-2.5 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {row.name} guide<span aria-hidden="true">&nbsp;→</span>
      </Link>
    </article>
  );
}

/**
 * A table from `sm` up; below it, one card per diet rather than a table hiding two columns behind a sideways
 * scroll. CSS shows one and hides the other, so screen readers meet only one.
 */
export function DietComparePage() {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Diets"
        title="Compare the diets"
        intro="Five popular ways of eating side by side: how many carbs each allows, who it tends to suit, and whether it pairs with intermittent fasting. Open a guide for the details and the evidence."
      />
      <ul aria-label={caption} className="mt-8 grid gap-5 sm:hidden">
        {dietComparison.map((row) => (
          <li key={row.name}>
            <DietCard row={row} />
          </li>
        ))}
      </ul>
      <p className="mt-8 hidden text-sm text-ink-700 sm:block md:hidden">
        Scroll the table sideways to see every column.
      </p>
      <div
        // Scrolls sideways between `sm` and `md`, so it must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby="compare-caption"
        className="mt-3 hidden overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-card sm:block md:mt-10"
      >
        <table className="w-full min-w-[48rem] text-left">
          <caption
            id="compare-caption"
            className="px-6 pt-5 pb-2 text-left font-display text-lg font-semibold text-ink-950"
          >
            {caption}
          </caption>
          <thead className="border-b border-ink-100">
            <tr>
              {Object.values(columns).map((column) => (
                <th key={column} scope="col" className={`px-6 py-3 ${columnLabel}`}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dietComparison.map((row) => (
              <tr key={row.name} className="border-b border-ink-100 last:border-0">
                <th scope="row" className="px-6 py-4 align-top font-semibold">
                  <Link to={row.link} className="text-brand-800 underline underline-offset-4">
                    {row.name}
                  </Link>
                </th>
                <td className="px-6 py-4 align-top text-ink-800">{row.carbs}</td>
                <td className="w-[22rem] px-6 py-4 align-top text-ink-800">
                  <BestForList items={row.bestFor} />
                </td>
                <td className="px-6 py-4 align-top">
                  <WorksWithIF isCompatible={row.compatibleWithIF} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* The comparison marks every diet as working with fasting: say who should not fast. */}
      <HealthNote className="mt-10 max-w-3xl" />
      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to={paths.diets.intermittentFasting}>Start with intermittent fasting</ButtonLink>
        <ButtonLink to={paths.tools} variant="ghost">
          Try the free tools
        </ButtonLink>
      </div>
    </div>
  );
}
