import { Link } from "react-router";
import { paths } from "~/config/paths";
import type { DietComparisonRow, DietGuide } from "~/content/diets/model";
import { ButtonLink } from "~/components/ui/button-link";
import { HealthNote } from "~/components/ui/health-note";
import { PageContents } from "~/components/ui/page-contents";
import { useCurrentSection } from "~/hooks/use-current-section";
import { QuickAnswersLink } from "~/components/ui/quick-answers-link";
import { ProseSection, TitledSection } from "~/components/ui/prose-section";
import { DietFoodLists } from "./diet-food-lists";
import { DietKeyFacts } from "./diet-key-facts";
import { GuideAtAGlance } from "./guide-at-a-glance";

const FOODS_ID = "foods";
const BENEFITS_ID = "benefits";
const SAFETY_ID = "safety";
const TOOLS_ID = "tools";
const SOURCES_ID = "sources";

/** `keyFacts`: from the route's data, so the comparison table stays out of the page's script. */
export function DietGuidePage({ guide, keyFacts }: { guide: DietGuide; keyFacts?: DietComparisonRow }) {
  const hasFoods = guide.foodsToEat !== undefined && guide.foodsToAvoid !== undefined;
  const { atAGlance } = guide;
  const contents = [
    ...guide.explanation.map(({ id, title }) => ({ id, title })),
    ...(hasFoods ? [{ id: FOODS_ID, title: "Foods to eat and avoid" }] : []),
    { id: BENEFITS_ID, title: "Benefits" },
    { id: guide.combining.id, title: guide.combining.title },
    ...(guide.safety ? [{ id: SAFETY_ID, title: guide.safety.title }] : []),
    { id: TOOLS_ID, title: "Tools for this diet" },
    { id: SOURCES_ID, title: "Sources" },
  ];
  const currentSection = useCurrentSection(contents.map((entry) => entry.id));

  return (
    <article>
      <header className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="mx-auto grid max-w-page items-center gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-16">
          <div>
            <nav aria-label="Breadcrumb" className="text-sm text-ink-700">
              <ol className="flex flex-wrap items-center gap-2">
                <li>
                  <Link
                    to={paths.diets.compare}
                    className="inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:underline"
                  >
                    Diets
                  </Link>
                  <span aria-hidden="true"> /</span>
                </li>
                <li aria-current="page">{guide.name}</li>
              </ol>
            </nav>
            <h1 className="mt-2 text-display-sm sm:text-display-md lg:text-display-lg">{guide.title}</h1>
            <p className="mt-4 max-w-xl text-xl leading-relaxed text-ink-700">{guide.subtitle}</p>
          </div>
          <img
            src={guide.illustration.src}
            alt=""
            width={guide.illustration.width}
            height={guide.illustration.height}
            // The largest thing in the first screen: fetch it before the scripts.
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-md"
          />
        </div>
      </header>

      {/* From 1024 px: contents on the left, the text in the middle and the
          guide's key facts on the right, both sticky; a guide's at-a-glance
          card spans the text and key-facts columns above them. Phones read
          one column in page order. */}
      <div
        className={`mx-auto grid max-w-page gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)_16rem] lg:gap-x-8 xl:grid-cols-[13rem_minmax(0,1fr)_18rem] xl:gap-x-10 ${
          atAGlance ? "lg:grid-rows-[auto_1fr]" : ""
        }`}
      >
        <PageContents
          id="toc-title"
          title="On this page"
          entries={contents}
          currentId={currentSection}
          foldOnPhone
          className="lg:sticky lg:top-24 lg:row-span-full lg:self-start"
        />

        {atAGlance && (
          <GuideAtAGlance
            title={`${guide.name} at a glance`}
            glance={atAGlance}
            className="lg:col-span-2 lg:col-start-2"
          />
        )}

        <div className="@container max-w-prose min-w-0 space-y-14 lg:col-start-2">
          {/* Every guide has a section on fasting (`combining` is required: each diet
              with fasting, the fasting guide with keto), so every guide says who
              should not fast — not only the ones with their own safety list. */}
          <div>
            <HealthNote compact />
            <QuickAnswersLink className="mt-3" />
          </div>
          {guide.explanation.map((section) => (
            <ProseSection key={section.id} section={section} />
          ))}

          {hasFoods && (
            <TitledSection id={FOODS_ID} title="Foods to eat and avoid">
              <DietFoodLists eat={guide.foodsToEat ?? []} avoid={guide.foodsToAvoid ?? []} />
            </TitledSection>
          )}

          <TitledSection id={BENEFITS_ID} title="Benefits">
            <ul className="mt-6 grid gap-4 @lg:grid-cols-2">
              {guide.benefits.map((benefit) => (
                <li key={benefit.title} className="rounded-2xl border border-ink-100 bg-white p-5">
                  <h3 className="text-lg font-semibold">{benefit.title}</h3>
                  <p className="mt-2 text-ink-700">{benefit.text}</p>
                </li>
              ))}
            </ul>
          </TitledSection>

          <ProseSection section={guide.combining} />

          {guide.safety && (
            <TitledSection
              id={SAFETY_ID}
              title={guide.safety.title}
              className="rounded-3xl border-2 border-fuel-300 bg-fuel-50 p-6 sm:p-8"
              headingClassName="text-2xl font-semibold"
            >
              <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-ink-900 marker:text-fuel-700">
                {guide.safety.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </TitledSection>
          )}

          <TitledSection id={TOOLS_ID} title="Tools for this diet">
            <ul className="mt-6 grid gap-4 @lg:grid-cols-2">
              {guide.relatedTools.map((tool) => (
                <li key={tool.to} className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
                  <Link
                    to={tool.to}
                    className="inline-flex min-h-11 items-center text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {tool.label} →
                  </Link>
                  <p className="mt-1 text-ink-700">{tool.text}</p>
                </li>
              ))}
            </ul>
          </TitledSection>

          <TitledSection id={SOURCES_ID} title="Sources" headingClassName="text-2xl font-semibold">
            <ol className="mt-4 list-decimal space-y-2 pl-6 text-ink-700">
              {guide.sources.map((source) => (
                <li key={source.citation}>
                  {source.citation}{" "}
                  {source.url && (
                    <a
                      href={source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="wrap-anywhere text-brand-800 underline underline-offset-4"
                    >
                      {source.url.replace(/^https:\/\//, "")}
                    </a>
                  )}
                  {source.interests && (
                    <>
                      {" "}
                      <em>Interests:</em> {source.interests}
                    </>
                  )}
                </li>
              ))}
            </ol>
          </TitledSection>

          <nav aria-label="Keep reading" className="flex flex-wrap gap-3 border-t border-ink-100 pt-8">
            <ButtonLink to={paths.articles}>Read articles in The Vault</ButtonLink>
            <ButtonLink to={paths.tools} variant="ghost">
              Try the free tools
            </ButtonLink>
          </nav>
        </div>

        {keyFacts && (
          <DietKeyFacts
            row={keyFacts}
            // Beside the text only: on a phone it would repeat the comparison page at the end.
            className="hidden lg:sticky lg:top-24 lg:col-start-3 lg:block lg:self-start"
          />
        )}
      </div>
    </article>
  );
}
