import { Link } from "react-router";
import { PageHeader } from "~/components/ui/page-header";
import { paths } from "~/config/paths";
import { formatArticleDate } from "./format";
import type { Correction } from "./corrections";

/** Each article also lists its own changes under "What changed". */
export function CorrectionsPage({ corrections }: { corrections: readonly Correction[] }) {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="The Vault"
        title="Corrections and updates"
        intro="Every substantive change to an article, a diet guide or a tool after it was published, newest first: what we changed and why."
      >
        <p className="mt-3 text-ink-700">
          How we decide what to correct is on our{" "}
          <Link
            to={`${paths.editorialStandards}#checks-and-updates`}
            className="text-brand-800 underline underline-offset-4"
          >
            editorial standards
          </Link>{" "}
          page.
        </p>
      </PageHeader>
      {corrections.length === 0 ? (
        <p className="mt-12 text-lg text-ink-800">Nothing has been corrected or updated yet.</p>
      ) : (
        <ol className="mt-12 max-w-3xl divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white shadow-card">
          {corrections.map(({ title, url, date, change }) => (
            <li key={`${url}:${date.toISOString()}:${change}`} className="p-5 sm:p-6">
              <p className="text-sm text-ink-700">
                <time dateTime={date.toISOString()}>{formatArticleDate(date)}</time>
              </p>
              <p className="mt-1 font-semibold">
                <Link to={url} className="text-brand-800 underline-offset-4 hover:underline">
                  {title}
                </Link>
              </p>
              <p className="mt-2 text-ink-800">{change}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
