import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { home } from "~/content/home";
import { ButtonLink } from "~/components/ui/button-link";
import { LogoMark } from "~/components/ui/logo-mark";

/** Below `lg` a compact intro, so a phone's first screen says what the site is; one h1 at every width. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="lg:bg-gradient-to-b lg:from-brand-50 lg:to-cream">
      <div className="mx-auto grid max-w-page grid-cols-[1fr_5.5rem] gap-x-4 px-4 pt-6 pb-8 sm:grid-cols-[1fr_8rem] sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:gap-x-12 lg:py-20">
        <div className="self-center lg:self-end">
          <LogoMark size={64} className="hidden lg:block" />
          <h1 id="hero-title" className="text-display-sm lg:mt-6 lg:text-display-lg">
            {site.tagline}
          </h1>
        </div>
        {/* Its box is set by width and height, so nothing moves when it arrives. */}
        <img
          src="/images/hero-fasting-clock.svg"
          alt=""
          width={560}
          height={480}
          fetchPriority="low"
          className="col-start-2 row-start-1 h-auto w-full self-center lg:row-span-2"
        />
        <div className="col-span-2 lg:col-span-1 lg:self-start">
          <p className="mt-3 text-lg text-ink-700 lg:hidden">{home.intro}</p>
          <div className="mt-6 flex flex-wrap gap-3 lg:hidden">
            <ButtonLink to={paths.fastingTimer}>{home.phoneActions.timer}</ButtonLink>
            <ButtonLink to={paths.article(home.phoneActions.beginnersArticle)} variant="ghost">
              {home.phoneActions.beginners}
            </ButtonLink>
          </div>
          <div className="hidden lg:block">
            <p className="mt-6 max-w-xl text-xl leading-relaxed text-ink-700">{home.hero.text}</p>
            <ButtonLink to={paths.articles} className="mt-8">
              {home.hero.cta}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
