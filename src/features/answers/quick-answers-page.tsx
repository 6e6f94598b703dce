import { Link } from "react-router";
import { HealthNote } from "~/components/ui/health-note";
import { PageContents } from "~/components/ui/page-contents";
import { PageHeader } from "~/components/ui/page-header";
import type { AnswerSource, QuickAnswer } from "~/content/quick-answers";

/** A citation's `*Journal*` in italics, the rest as written. */
function Citation({ text }: { text: string }) {
  return text.split(/\*([^*]+)\*/).map((part, index) => (index % 2 === 1 ? <i key={part}>{part}</i> : part));
}

function SourceLink({ source }: { source: AnswerSource }) {
  const href = source.doi ? `https://doi.org/${source.doi}` : source.url;
  if (!href) return null;
  const label = source.doi ? `doi:${source.doi}` : new URL(href).hostname.replace(/^www\./, "");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="wrap-anywhere text-brand-800 underline underline-offset-4"
    >
      {label}
    </a>
  );
}

function Answer({ answer }: { answer: QuickAnswer }) {
  return (
    <section
      id={answer.id}
      aria-labelledby={`${answer.id}-question`}
      className="scroll-mt-24 border-t border-ink-100 pt-8"
    >
      <h2 id={`${answer.id}-question`} className="text-2xl font-semibold text-ink-950">
        {answer.question}
      </h2>
      {/* The verdict first, so a reader who stops after one line still has the answer. */}
      <p className="mt-3 text-lg leading-relaxed text-ink-950">
        <strong className="font-semibold">{answer.verdict}</strong>
      </p>
      <p className="mt-2 text-lg leading-relaxed text-ink-800">{answer.answer}</p>
      {answer.links.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
          {answer.links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="inline-block py-2.5 font-semibold text-brand-800 underline underline-offset-4"
              >
                {link.label}
                <span aria-hidden="true">&nbsp;→</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {answer.sources.length > 0 && (
        <div className="mt-3 text-sm text-ink-700">
          <p className="font-semibold">{answer.sources.length === 1 ? "Source" : "Sources"}</p>
          <ul className="mt-1 space-y-1">
            {answer.sources.map((source) => (
              <li key={source.citation}>
                <Citation text={source.citation} /> <SourceLink source={source} />
                {/* Who paid for a study or employs its authors, in the articles' words. */}
                {source.interests && (
                  <span className="mt-0.5 block text-xs">
                    <em>Interests:</em> {source.interests}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** `/quick-answers`: short, sourced answers, each a linkable section, beside
 * a contents list (the guides' own) so a reader can jump to their question. */
export function QuickAnswersPage({ answers }: { answers: readonly QuickAnswer[] }) {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Quick answers"
        title="Fasting and keto questions, answered briefly"
        intro="Two to four sentences each, with the source behind the answer and a link to the part of the site that goes deeper."
      />
      <HealthNote className="mt-8 max-w-prose" />
      <div className="mt-12 grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14">
        <PageContents
          id="questions-title"
          title="Questions on this page"
          entries={answers.map((answer) => ({ id: answer.id, title: answer.question }))}
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        />
        <div className="max-w-prose min-w-0 space-y-10">
          {answers.map((answer) => (
            <Answer key={answer.id} answer={answer} />
          ))}
        </div>
      </div>
    </div>
  );
}
