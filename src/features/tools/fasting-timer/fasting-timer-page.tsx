import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { HealthNote } from "~/components/ui/health-note";
import { ToolHeader } from "~/components/ui/tool-header";
import { paths } from "~/config/paths";
import { toolCards } from "~/config/tools";
import { fastingPhases } from "~/content/fasting-phases";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { TimerPanelFrame } from "./timer-panel-frame";

// The timer loads after the page is interactive: it needs IndexedDB, and the page's text reads fine before it.
const FastingTimerApp = lazy(() => import("./fasting-timer-app"));

const placeholder = (
  <TimerPanelFrame>
    <p className="text-ink-700">Loading the timer…</p>
  </TimerPanelFrame>
);

const fastingScheduleLink = toolCards.find((tool) => tool.id === "fasting-schedule")?.link ?? paths.tools;

const linkStyle = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

export function FastingTimerPage() {
  const isHydrated = useIsHydrated();
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <ToolHeader
        title="Fasting timer"
        intro="Start a fast now or from your last meal, see where you are in it and when your eating window opens, and keep a history of your fasts. Everything stays in this browser on your device; nothing is sent anywhere."
      />

      {isHydrated ? <Suspense fallback={placeholder}>{<FastingTimerApp />}</Suspense> : placeholder}

      <section aria-labelledby="fasting-phases" className="mt-14">
        <h2 id="fasting-phases" className="text-2xl font-bold text-ink-950">
          What the hours mean
        </h2>
        <p className="mt-2 max-w-prose text-ink-700">
          Only what the evidence supports, and each explained in full, with sources, in our guides. Bodies
          differ: these are typical patterns, not a schedule your body keeps.
        </p>
        <ol className="mt-6 grid gap-5 md:grid-cols-2">
          {fastingPhases.map((phase) => (
            <li
              key={phase.id}
              id={`phase-${phase.id}`}
              className="scroll-mt-24 rounded-2xl border border-ink-100 bg-white p-5 shadow-card"
            >
              <h3 className="font-display text-lg font-semibold text-ink-950">{phase.title}</h3>
              <p className="mt-2 text-ink-700">{phase.text}</p>
              <Link to={phase.link.to} className={`mt-1 inline-flex min-h-11 items-center ${linkStyle}`}>
                {phase.link.label}
              </Link>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <p className="text-lg text-ink-700">
          Not sure which plan fits your day? The{" "}
          <Link to={fastingScheduleLink} className={linkStyle}>
            fasting schedule generator
          </Link>{" "}
          turns your wake and bed times into eating windows, and each one can start a fast here. New to
          fasting? Start with our{" "}
          <Link to={paths.diets.intermittentFasting} className={linkStyle}>
            intermittent fasting guide
          </Link>
          . Wondering about coffee with milk, gum or your supplements mid-fast? Look it up in{" "}
          <Link to={paths.whileFasting} className={linkStyle}>
            Can I have this while fasting?
          </Link>{" "}
          Keeping an eye on your weight too? Log it in the{" "}
          <Link to={paths.progressTracker} className={linkStyle}>
            progress tracker
          </Link>
          .
        </p>
        <HealthNote />
      </div>
    </div>
  );
}
