import { Link } from "react-router";
import { dietLinks } from "~/config/nav";
import { paths } from "~/config/paths";
import { toolCards } from "~/config/tools";
import { home } from "~/content/home";
import { QuickAnswersLink } from "~/components/ui/quick-answers-link";

/** The timer first (it is what a beginner needs on day one), then the six tools. */
const tools = [
  { label: "Fasting timer", to: paths.fastingTimer },
  ...toolCards.map((tool) => ({ label: tool.title, to: tool.link })),
];

function purpose(to: string): string {
  const text = home.offer.purposes[to];
  // A tool or guide added without its line would show a bare link.
  if (!text) throw new Error(`home.offer.purposes has no line for ${to}`);
  return text;
}

function LinkList({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { label: string; to: string }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-xl font-semibold">
        {title}
      </h3>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col rounded-xl border border-ink-100 bg-white px-4 py-3 transition-colors hover:border-brand-600 motion-reduce:transition-none"
            >
              <span className="font-semibold text-brand-800 group-hover:underline">{link.label}</span>
              <span className="mt-0.5 text-sm text-ink-700">{purpose(link.to)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every tool and diet guide with its purpose in a line, so no visitor has to find them through the menu. */
export function SiteOffer() {
  const { title, startHere, toolsTitle, guidesTitle } = home.offer;
  return (
    <section aria-labelledby="offer-title" className="bg-cream py-14 sm:py-16">
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <h2 id="offer-title" className="text-display-sm">
          {title}
        </h2>
        <section
          aria-labelledby="start-here-title"
          className="mt-8 rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
        >
          <h3 id="start-here-title" className="text-xl font-semibold">
            {startHere.title}
          </h3>
          <ol className="mt-5 grid gap-4 md:grid-cols-3">
            {startHere.steps.map((step, index) => (
              <li key={step.to} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <Link
                    to={step.to}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
                  >
                    {step.label}
                  </Link>
                  <p className="text-ink-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <QuickAnswersLink className="mt-4" />
        </section>
        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          <LinkList id="offer-tools-title" title={toolsTitle} links={tools} />
          <LinkList id="offer-guides-title" title={guidesTitle} links={[...dietLinks]} />
        </div>
      </div>
    </section>
  );
}
