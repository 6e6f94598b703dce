import { home } from "~/content/home";
import { BoltIcon, FeatherIcon, FlameIcon, HeartIcon, MoonIcon, TargetIcon } from "./icons";

const icons = {
  bolt: BoltIcon,
  heart: HeartIcon,
  flame: FlameIcon,
  moon: MoonIcon,
  target: TargetIcon,
  feather: FeatherIcon,
};

/** Delay step between cards, so they arrive one after another. */
const DELAY_STEP_MS = 100;

/** Hidden on small screens, shown from `md` up. */
export function BenefitGrid() {
  return (
    <section aria-labelledby="benefits-title" className="hidden bg-white py-20 md:block">
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <h2 id="benefits-title" className="text-center text-display-sm">
          Why people stick with it
        </h2>
        <ul className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-3">
          {home.benefits.map((benefit, index) => {
            const Icon = icons[benefit.icon];
            return (
              <li
                key={benefit.title}
                data-aos="fade-up"
                data-aos-delay={index * DELAY_STEP_MS}
                className="rounded-2xl border border-ink-100 bg-cream p-6"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-ink-700">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
