import { Link } from "react-router";
import { paths } from "~/config/paths";
import { toolCards } from "~/config/tools";
import { PageHeader } from "~/components/ui/page-header";

/** `/tools`: the six tool cards, after panels for the fasting timer and the progress tracker. */
export function ToolsIndexPage() {
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Free tools"
        title="tools that can help"
        intro="Small, free helpers that run in your browser — no sign-up, nothing stored on a server. They give estimates, not medical advice."
      />
      {/* The two tools that keep a record on the device, side by side above the six cards. */}
      <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <aside
          aria-labelledby="fasting-timer-panel"
          className="dark-surface flex flex-col gap-5 rounded-3xl bg-brand-800 p-6 text-white shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="max-w-2xl">
            <p className="font-display text-sm font-semibold tracking-widest text-brand-100 uppercase">New</p>
            <h2 id="fasting-timer-panel" className="mt-1 text-2xl font-bold text-white">
              Fasting timer
            </h2>
            <p className="mt-2 text-brand-50">
              Start today’s fast, watch it fill a progress ring, and keep your history, streak and week at a
              glance. It works offline, and your data never leaves your device.
            </p>
          </div>
          <Link
            to={paths.fastingTimer}
            className="inline-flex min-h-11 shrink-0 items-center self-start rounded-full bg-white px-6 py-2.5 font-semibold text-brand-900 hover:bg-brand-50 sm:self-center"
          >
            Open the timer <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </aside>
        <aside
          aria-labelledby="progress-tracker-panel"
          className="flex flex-col justify-between gap-5 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8"
        >
          <div>
            <h2 id="progress-tracker-panel" className="text-2xl font-bold text-ink-950">
              Progress tracker
            </h2>
            <p className="mt-2 text-ink-700">
              Log your weight and waist, and see the trend under the scale’s daily ups and downs. Kept on your
              device, beside your fasts.
            </p>
          </div>
          <Link
            to={paths.progressTracker}
            className="inline-flex min-h-11 items-center self-start rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Open the tracker <span aria-hidden="true">&nbsp;→</span>
          </Link>
        </aside>
      </div>
      <aside
        aria-labelledby="my-plan-panel"
        className="mt-6 flex flex-col gap-5 rounded-3xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div className="max-w-2xl">
          <h2 id="my-plan-panel" className="text-2xl font-bold text-ink-950">
            My plan
          </h2>
          <p className="mt-2 text-ink-800">
            Put the tools together: a week of meals that fits your eating window and calorie target, with each
            day’s totals, one shopping list and a calendar file you can print.
          </p>
        </div>
        <Link
          to={paths.myPlan}
          className="inline-flex min-h-11 shrink-0 items-center self-start rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 sm:self-center"
        >
          Build my week <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </aside>
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
