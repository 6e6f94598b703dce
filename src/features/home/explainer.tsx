import { paths } from "~/config/paths";
import { home } from "~/content/home";
import { ButtonLink } from "~/components/ui/button-link";
import { HealthNote } from "~/components/ui/health-note";

const HOURS_IN_DAY = 24;
const percent = (hours: number) => `${(hours / HOURS_IN_DAY) * 100}%`;

/**
 * The window's edges are labelled above the bar and the day's ends below, so a label never shares a row with
 * its neighbour: on a phone, 20:00 centred on its edge would run into 24:00.
 */
function WindowBar() {
  const { startHour, eatingHours, fastingHours, from, to } = home.explainer.window;
  const edges = [
    { hour: startHour, label: from },
    { hour: startHour + eatingHours, label: to },
  ];
  return (
    <figure className="@container rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <figcaption className="font-display text-lg font-semibold text-ink-900">
        A 16:8 day, at a glance
      </figcaption>
      <div className="relative mt-5 h-5 text-sm font-semibold text-fuel-800" aria-hidden="true">
        {edges.map(({ hour, label }) => (
          <span key={label} className="absolute -translate-x-1/2" style={{ left: percent(hour) }}>
            {label}
          </span>
        ))}
      </div>
      <div className="mt-1.5 flex h-5 overflow-hidden rounded-full" aria-hidden="true">
        <span className="bg-brand-200" style={{ width: percent(startHour) }} />
        <span className="bg-fuel-500" style={{ width: percent(eatingHours) }} />
        <span className="flex-1 bg-brand-200" />
      </div>
      <div className="mt-1.5 flex justify-between text-sm text-ink-700" aria-hidden="true">
        <span>00:00</span>
        <span>24:00</span>
      </div>
      {/* Side by side once each tile fits its longest line ("Eating window", "12:00–20:00"). */}
      <dl className="mt-6 grid gap-3 @2xs:grid-cols-2 @2xs:gap-4">
        <div className="rounded-2xl bg-fuel-50 p-4">
          <dt className="text-sm font-medium text-fuel-800">Eating window</dt>
          <dd className="font-display text-2xl font-bold text-ink-950">
            {eatingHours} hours{" "}
            <span className="block text-base font-normal text-ink-700">
              {from}–{to}
            </span>
          </dd>
        </div>
        <div className="rounded-2xl bg-brand-50 p-4">
          <dt className="text-sm font-medium text-brand-800">Fasting</dt>
          <dd className="font-display text-2xl font-bold text-ink-950">
            {fastingHours} hours{" "}
            <span className="block text-base font-normal text-ink-700">mostly asleep</span>
          </dd>
        </div>
      </dl>
    </figure>
  );
}

/** Intermittent fasting in one paragraph: when, not what — and who should not fast. */
export function Explainer() {
  const { eyebrow, title, paragraphs, highlight, cta } = home.explainer;
  return (
    <section aria-labelledby="explainer-title" className="mx-auto max-w-page px-4 py-16 sm:px-6 sm:py-24">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div data-aos="fade-up">
          <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">
            {eyebrow}
          </p>
          <h2 id="explainer-title" className="mt-3 text-display-sm sm:text-display-md">
            {title}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-700">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <p className="mt-6 font-display text-2xl font-semibold text-brand-800">{highlight}</p>
          <ButtonLink to={paths.article("10-benefits-of-fasting")} className="mt-8">
            {cta}
          </ButtonLink>
        </div>
        <div data-aos="fade-up" data-aos-delay="100">
          <WindowBar />
        </div>
      </div>
      {/* The first place the landing page suggests fasting, so the first place it says who should not. */}
      <HealthNote className="mt-12 max-w-3xl" />
    </section>
  );
}
