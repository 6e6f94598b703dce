import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { home } from "~/content/home";
import { ButtonLink } from "~/components/ui/button-link";
import { LogoMark } from "~/components/ui/logo-mark";

/**
 * The hero band, shown on desktop only. Below the `lg` breakpoint the band is
 * not drawn; its heading and a line on what the site is stay as a compact
 * intro, so a phone visitor first reads what the site is, and every width has
 * exactly one h1.
 */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="lg:bg-gradient-to-b lg:from-brand-50 lg:to-cream">
      <div className="mx-auto max-w-page px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-12 lg:py-20">
        <div>
          <LogoMark size={64} className="hidden lg:block" />
          <h1 id="hero-title" className="text-display-sm lg:mt-6 lg:text-display-lg">
            {site.tagline}
          </h1>
          <p className="mt-3 text-lg text-ink-700 lg:hidden">{home.intro}</p>
          <div className="hidden lg:block">
            <p className="mt-6 max-w-xl text-xl leading-relaxed text-ink-700">{home.hero.text}</p>
            <ButtonLink to={paths.articles} className="mt-8">
              {home.hero.cta}
            </ButtonLink>
          </div>
        </div>
        <img
          src="/images/hero-fasting-clock.svg"
          alt=""
          width={560}
          height={480}
          fetchPriority="low"
          className="hidden h-auto w-full lg:block"
        />
      </div>
    </section>
  );
}
