import { Link } from "react-router";
import { paths } from "~/config/paths";
import { dietComparison } from "~/content/diets/comparison";
import { ButtonLink } from "~/components/ui/button-link";
import { HealthNote } from "~/components/ui/health-note";
import { PageHeader } from "~/components/ui/page-header";

/** `/diets/compare` (spec "Compare diets"): a real table, scrollable on phones, and the health note. */
export function DietComparePage() {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Diets"
        title="Compare the diets"
        intro="Five popular ways of eating side by side: how many carbs each allows, who it tends to suit, and whether it pairs with intermittent fasting. Open a guide for the details and the evidence."
      />
      <p className="mt-8 text-sm text-ink-700 md:hidden">Scroll the table sideways to see every column.</p>
      <div
        // Scrolls sideways on narrow screens, so it must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-labelledby="compare-caption"
        className="mt-3 overflow-x-auto rounded-2xl border border-ink-100 bg-white shadow-card md:mt-10"
      >
        <table className="w-full min-w-[48rem] text-left">
          <caption
            id="compare-caption"
            className="px-6 pt-5 pb-2 text-left font-display text-lg font-semibold text-ink-950"
          >
            Diets compared by carb level, best use and fit with intermittent fasting
          </caption>
          <thead className="border-b border-ink-100 text-sm tracking-wide text-ink-700 uppercase">
            <tr>
              <th scope="col" className="px-6 py-3 font-semibold">
                Diet
              </th>
              <th scope="col" className="px-6 py-3 font-semibold">
                Carb Level
              </th>
              <th scope="col" className="px-6 py-3 font-semibold">
                Best For
              </th>
              <th scope="col" className="px-6 py-3 font-semibold">
                Works with IF?
              </th>
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
                  <ul className="space-y-1">
                    {row.bestFor.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </td>
                <td className="px-6 py-4 align-top">
                  {row.compatibleWithIF ? (
                    <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                      ✓ Yes
                    </span>
                  ) : (
                    <span className="text-ink-700">No</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* The table marks every diet as working with fasting: say who should not fast. */}
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
