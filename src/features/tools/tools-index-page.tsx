import { Link } from "react-router";
import { toolCards } from "~/config/tools";
import { PageHeader } from "~/components/ui/page-header";

/** `/tools`: the six tool cards (spec "Tools index"). */
export function ToolsIndexPage() {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Free tools"
        title="tools that can help"
        intro="Small, free helpers that run in your browser — no sign-up, nothing stored on a server. They give estimates, not medical advice."
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {toolCards.map((tool) => (
          <li key={tool.id}>
            <article className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-card">
              <h2 className="text-xl font-semibold">{tool.title}</h2>
              <p className="mt-2 flex-1 text-ink-700">{tool.description}</p>
              <Link
                to={tool.link}
                aria-label={`try the ${tool.title}`}
                className="mt-5 inline-flex min-h-11 items-center self-start rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
              >
                try <span aria-hidden="true">&nbsp;→</span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
