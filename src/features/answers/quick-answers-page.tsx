import { Link } from "react-router";
import { HealthNote } from "~/components/ui/health-note";
import { PageContents } from "~/components/ui/page-contents";
import { PageHeader } from "~/components/ui/page-header";
import { paths } from "~/config/paths";
import type { QuickAnswer } from "~/content/quick-answers";
import { SourceList } from "./source-list";

function Answer({ answer }: { answer: QuickAnswer }) {
  return (
    <section
      id={answer.id}
      aria-labelledby={`${answer.id}-question`}
      className="scroll-mt-24 border-t border-ink-100 pt-8 first:border-t-0 first:pt-0"
    >
      <h2 id={`${answer.id}-question`} className="text-2xl font-semibold text-ink-950">
        {answer.question}
      </h2>
      {/* The verdict first, on a line of its own, so a reader who stops after one line still has the
          answer; one paragraph with the answer, so the text reads (and is indexed) as one. */}
      <p className="mt-3 text-lg leading-relaxed text-ink-800">
        <strong className="mb-2 block font-semibold text-ink-950">{answer.verdict}</strong> {answer.answer}
      </p>
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
          <SourceList sources={answer.sources} className="mt-1" />
        </div>
      )}
    </section>
  );
}

/** On a phone the questions fold into one line, so the first answer is on the first screen. */
export function QuickAnswersPage({ answers }: { answers: readonly QuickAnswer[] }) {
  const entries = answers.map((answer) => ({ id: answer.id, title: answer.question }));
  return (
    <div className="mx-auto max-w-page px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Quick answers"
        title="Fasting and keto questions, answered briefly"
        intro={
          <>
            The verdict first, then two to four sentences with their sources and a link to the part of the
            site that goes deeper. Not medical advice: see the{" "}
            <a href="#health-note" className="text-brand-800 underline underline-offset-4">
              health note
            </a>{" "}
            for who should not fast.
          </>
        }
      />
      <details className="group mt-6 rounded-2xl border border-ink-100 bg-white lg:hidden">
        <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold text-brand-800">
          All {answers.length} questions
          <span
            aria-hidden="true"
            className="ml-auto transition-transform group-open:rotate-180 motion-reduce:transition-none"
          >
            ▾
          </span>
        </summary>
        <PageContents
          id="questions-title-phone"
          title="Questions on this page"
          entries={entries}
          className="px-4 pb-3"
        />
      </details>
      <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-14">
        <PageContents
          id="questions-title"
          title="Questions on this page"
          entries={entries}
          className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        />
        <div className="max-w-prose min-w-0 space-y-10">
          {answers.map((answer) => (
            <Answer key={answer.id} answer={answer} />
          ))}
          <div id="health-note" className="scroll-mt-24">
            <HealthNote />
          </div>
          <p className="text-ink-800">
            Looking for one drink, sweetener or supplement?{" "}
            <Link
              to={paths.whileFasting}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Can I have this while fasting?
            </Link>{" "}
            looks up drinks, sweeteners, supplements and medicines one by one.
          </p>
        </div>
      </div>
    </div>
  );
}
