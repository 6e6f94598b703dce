import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { HealthNote } from "~/components/ui/health-note";
import { ToolHeader } from "~/components/ui/tool-header";
import { paths } from "~/config/paths";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { ProgressFrame } from "./progress-frame";

// The tracker and its store load with this route but after the page is
// interactive: they need the browser's IndexedDB, and the page's text (how
// the trend works) reads fine before them.
const ProgressTrackerApp = lazy(() => import("./progress-tracker-app"));

const placeholder = (
  <ProgressFrame>
    <p className="m-auto text-ink-700">Loading the tracker…</p>
  </ProgressFrame>
);

const linkStyle = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

/**
 * `/tools/progress`: a weight (and waist) log with its trend and an optional
 * goal, kept on the visitor's device only, beside the fasting timer's data.
 */
export function ProgressTrackerPage() {
  const isHydrated = useIsHydrated();
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <ToolHeader
        title="Progress tracker"
        intro="Log your weight, and your waist if you like, and see the trend under the day-to-day ups and downs of the scale. Everything stays in this browser on your device; nothing is sent anywhere."
      />

      {isHydrated ? <Suspense fallback={placeholder}>{<ProgressTrackerApp />}</Suspense> : placeholder}

      <section aria-labelledby="how-the-trend-works" className="mt-14">
        <h2 id="how-the-trend-works" className="text-2xl font-bold text-ink-950">
          How the trend works
        </h2>
        <div className="mt-2 max-w-prose space-y-3 text-ink-700">
          <p>
            Your weight on the scale moves with water, salt and what you ate last night, so one weigh-in says
            little. The trend is an exponentially smoothed moving average, as in John Walker’s{" "}
            <cite>The Hacker’s Diet</cite>: each day it moves 10 % of the way from the day before’s trend
            toward that day’s weight, starting at your first weigh-in. A day you skip counts as the weight on
            a straight line between the weigh-ins either side of it.
          </p>
          <p>
            The weekly rate is the slope of a straight line fitted to the last 14 days of the trend. A goal
            date is shown as a range: when the trend would get there at its current pace, a quarter faster to
            a quarter slower, because no one’s weight moves at a steady pace.
          </p>
        </div>
      </section>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <p className="text-lg text-ink-700">
          Fasting as well? The{" "}
          <Link to={paths.fastingTimer} className={linkStyle}>
            fasting timer
          </Link>{" "}
          keeps its history in the same place on your device, and one export saves both.
        </p>
        <HealthNote />
      </div>
    </div>
  );
}
