import { paths } from "~/config/paths";
import { about } from "~/content/about";
import { ButtonLink } from "~/components/ui/button-link";
import { Reveal } from "~/components/ui/reveal";

export function AboutPage() {
  const { brandMessage, mission, aboutMe, callToAction, disclaimer } = about;
  return (
    <>
      <Reveal className="mx-auto grid max-w-page items-center gap-10 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20">
        <div>
          <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">
            {brandMessage.eyebrow}
          </p>
          <h1 className="mt-3 text-display-sm sm:text-display-md lg:text-display-lg">{brandMessage.title}</h1>
          <p className="mt-6 max-w-prose text-lg leading-relaxed text-ink-700">{brandMessage.lead}</p>
        </div>
        <img
          src="/images/about-table.svg"
          alt=""
          width={560}
          height={420}
          className="mx-auto h-auto w-full max-w-md md:max-w-none"
        />
      </Reveal>

      <AboutSection
        id="mission-title"
        title={mission.title}
        className="bg-white py-16 sm:py-20"
        innerClassName="mx-auto max-w-page px-4 sm:px-6"
      >
        <div className="mt-6 max-w-prose space-y-4 text-lg leading-relaxed text-ink-700">
          {mission.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {mission.pillars.map((pillar) => (
            <li key={pillar.title} className="rounded-2xl border border-brand-100 bg-brand-50 p-6">
              <h3 className="text-xl font-semibold text-brand-900">{pillar.title}</h3>
              <p className="mt-2 text-ink-700">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection
        id="about-me-title"
        title={aboutMe.title}
        className="mx-auto max-w-page px-4 py-16 sm:px-6 sm:py-20"
        innerClassName="max-w-prose"
      >
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-700">
          {aboutMe.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-6 font-display text-lg font-semibold text-brand-800">{aboutMe.signature}</p>
      </AboutSection>

      <Reveal aria-labelledby="about-cta-title" className="px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="dark-surface mx-auto max-w-page rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12">
          <h2 id="about-cta-title" className="text-display-sm text-white">
            {callToAction.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{callToAction.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={paths.intermittentFasting} variant="secondary">
              LEARN ABOUT FASTING
            </ButtonLink>
            {/* Set in capitals like the call to action beside it. */}
            <ButtonLink to={paths.products} variant="ghost" className="uppercase">
              See our product picks
            </ButtonLink>
          </div>
        </div>
        <p className="mx-auto mt-8 max-w-prose text-center text-sm text-ink-700" role="note">
          <strong className="font-semibold text-ink-900">Not medical advice.</strong> {disclaimer}
        </p>
      </Reveal>
    </>
  );
}

/** A section named by its heading, fading in once when seen. */
function AboutSection({
  id,
  title,
  className,
  innerClassName,
  children,
}: {
  id: string;
  title: string;
  className: string;
  innerClassName: string;
  children: React.ReactNode;
}) {
  return (
    <Reveal aria-labelledby={id} className={className}>
      <div className={innerClassName}>
        <h2 id={id} className="text-display-sm">
          {title}
        </h2>
        {children}
      </div>
    </Reveal>
  );
}
