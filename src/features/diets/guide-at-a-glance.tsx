import { useId } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import type { DietAtAGlance } from "~/content/diets/model";
import type { Meal } from "~/content/meal-ideas/model";

const mealLabels: Record<Meal, string> = { breakfast: "Breakfast", lunch: "Lunch", dinner: "Dinner" };

const subheading = "text-sm font-semibold tracking-wide text-fuel-700 uppercase";

/** Everything in it comes from the guide's `atAGlance` data, so any guide can have one. */
export function GuideAtAGlance({
  title,
  glance,
  className = "",
}: {
  title: string;
  glance: DietAtAGlance;
  className?: string;
}) {
  const headingId = useId();
  const { target, plate, sampleDay, links } = glance;
  return (
    <section
      aria-labelledby={headingId}
      className={`@container rounded-3xl border border-ink-100 bg-white p-5 shadow-card sm:p-8 ${className}`.trim()}
    >
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      <div className="mt-6 grid gap-8 @xl:grid-cols-2 @3xl:grid-cols-[1.15fr_1fr_1fr] @3xl:gap-6">
        <div className="rounded-2xl border-2 border-brand-200 bg-brand-50 p-5">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{target.label}</p>
          <p className="mt-1 font-display text-4xl font-semibold text-balance text-brand-800 @3xl:text-3xl">
            {target.figure}
          </p>
          <p className="mt-3 text-ink-800">{target.text}</p>
          <a
            href={`#${target.sectionId}`}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            Where this figure comes from
          </a>
        </div>

        <figure>
          <img
            src={plate.src}
            alt={plate.alt}
            width={plate.width}
            height={plate.height}
            className="mx-auto h-auto w-full max-w-xs"
          />
          <figcaption className="mt-2 text-ink-700">
            <span className="font-semibold text-ink-900">A typical plate: </span>
            {plate.caption}
          </figcaption>
        </figure>

        <div className="@xl:col-span-2 @3xl:col-span-1">
          <h3 id={`${headingId}-day`} className="text-lg font-semibold">
            A sample day
          </h3>
          {/* Three meals side by side where the list has the card's full width. */}
          <ol
            aria-labelledby={`${headingId}-day`}
            className="mt-2 divide-y divide-ink-100 @xl:grid @xl:grid-cols-3 @xl:gap-x-6 @xl:divide-y-0 @3xl:block @3xl:divide-y"
          >
            {sampleDay.meals.map(({ meal, title: dish }) => (
              <li key={meal} className="py-2">
                <span className={`block ${subheading}`}>{mealLabels[meal]}</span>
                <Link
                  to={sampleDay.to}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-600"
                >
                  {dish}
                </Link>
              </li>
            ))}
          </ol>
          <p className="mt-1 text-sm text-ink-700">Each dish is described in Meal Examples.</p>
        </div>
      </div>

      <ul className="mt-8 flex flex-wrap gap-3 border-t border-ink-100 pt-6">
        {links.map((link, index) => (
          <li key={link.to}>
            <ButtonLink to={link.to} variant={index === 0 ? "primary" : "ghost"}>
              {link.label}
              <span aria-hidden="true">→</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
