import { useEffect, useRef, useState } from "react";
import { useCountUp } from "react-countup";
import { observe } from "react-intersection-observer";
import { Link } from "react-router";
import { home } from "~/content/home";
import { prefersReducedMotion } from "~/lib/motion";

const { title, intro, counters, durationSeconds, delayMs, evidence, claimLabel, verdictLabel } = home.stats;

type Verdict = (typeof counters)[number]["verdict"];

/**
 * Counts up once in view and resets when it leaves. The HTML carries the final value, so crawlers, readers
 * without JavaScript, reduced motion and screen readers all get it.
 */
function Counter({
  value,
  suffix,
  label,
  verdict,
}: {
  value: number;
  suffix: string;
  label: string;
  verdict: Verdict;
}) {
  const numberRef = useRef<HTMLSpanElement>(null);
  const [isAnimated] = useState(() => !prefersReducedMotion());
  const itemRef = useRef<HTMLLIElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const item = itemRef.current;
    if (!isAnimated || !item) return;
    return observe(item, setInView);
  }, [isAnimated]);
  const { start, reset } = useCountUp({
    ref: numberRef as React.RefObject<HTMLElement>,
    start: 0,
    end: value,
    suffix,
    duration: durationSeconds,
    startOnMount: false,
  });

  useEffect(() => {
    if (!isAnimated) return;
    if (!inView) {
      reset();
      return;
    }
    const timer = setTimeout(start, delayMs);
    return () => clearTimeout(timer);
  }, [inView, isAnimated, start, reset]);

  // The finding first, in full contrast; the claim smaller, in a dashed "quoted" box, so the layout weighs them
  // as the words do. Subgrid rows line the parts up across cards.
  return (
    <li
      ref={itemRef}
      className="row-span-3 grid grid-rows-subgrid gap-3 rounded-2xl bg-brand-800 p-6 text-left sm:gap-4"
    >
      <div>
        <p className="text-sm font-semibold text-white">{verdictLabel}</p>
        <p className="mt-1 text-lg leading-snug text-white" data-testid="counter-verdict">
          {verdict.text}
        </p>
      </div>
      <p className="text-sm text-brand-50">
        {verdict.source.href.startsWith("/") ? (
          <Link to={verdict.source.href} className="font-medium underline underline-offset-4">
            {verdict.source.label}
          </Link>
        ) : (
          <a
            href={verdict.source.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline underline-offset-4"
          >
            {verdict.source.label}
          </a>
        )}
      </p>
      <div className="self-end rounded-xl border border-dashed border-brand-400 px-4 py-3 text-brand-100">
        <p className="text-xs font-semibold tracking-widest text-brand-200 uppercase">{claimLabel}</p>
        <p className="mt-1 font-display text-3xl font-bold text-brand-100 tabular-nums">
          <span ref={numberRef} aria-hidden="true" data-testid="counter-value">
            {value}
            {suffix}
          </span>
          <span className="sr-only">
            {value}
            {suffix}
          </span>
        </p>
        <p className="text-sm">{label}</p>
      </div>
    </li>
  );
}

/** "amplify your life!" — five count-up counters, then what the evidence says about them. */
export function Stats() {
  return (
    <section
      aria-labelledby="stats-title"
      className="dark-surface bg-brand-950 py-20 text-white render-on-approach [--render-estimate:165.25rem] sm:[--render-estimate:104.25rem] md:[--render-estimate:98.25rem] lg:[--render-estimate:67.75rem]"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <h2 id="stats-title" className="text-center text-display-sm text-white sm:text-display-md">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-brand-100">{intro}</p>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {counters.map((counter) => (
            <Counter key={counter.label} {...counter} />
          ))}
        </ul>
        {/* Body size and full contrast: this note qualifies every number above. */}
        <p className="mx-auto mt-10 max-w-3xl text-base leading-relaxed text-brand-50">
          <strong className="font-semibold text-white">{evidence.label}</strong> {evidence.text}
        </p>
      </div>
    </section>
  );
}
