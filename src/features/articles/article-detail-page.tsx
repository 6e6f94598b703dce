import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { ButtonLink } from "~/components/ui/button-link";
import { FoldOnPhone } from "~/components/ui/fold-on-phone";
import { HealthNote } from "~/components/ui/health-note";
import { PageContents } from "~/components/ui/page-contents";
import { ErrorWithRetry } from "~/components/ui/status-message";
import { useNearViewport } from "~/hooks/use-near-viewport";
import { evidenceLabels } from "~/content/evidence-levels";
import type { Article, KeyTakeaway } from "~/lib/content-store/model";
import { formatArticleDate } from "./format";
import { SOURCES_HEADING_ID } from "./article-ids";
import type { RenderedArticle } from "./rendered-article";

/** Topics that carry the "not medical advice / who should not fast" note. */
const HEALTH_NOTE_TAGS = ["fasting", "keto", "weight loss"];
const TOC_MIN_SECTIONS = 4;

function revisedOn({ createdAt, updatedAt }: Article): Date | null {
  return updatedAt !== undefined && updatedAt > createdAt ? updatedAt : null;
}

function TakeawayList({ takeaways }: { takeaways: readonly KeyTakeaway[] }) {
  return (
    <ul className="takeaway-list">
      {takeaways.map(({ text, evidence }) => (
        <li key={text}>
          {text}
          {evidence && (
            <>
              {" "}
              <span className="evidence-badge">{evidenceLabels[evidence]}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * On a phone the summary folds to one line, like the contents and the health note after it, so the
 * article's first paragraph starts on the first screen.
 */
function KeyTakeaways({ takeaways }: { takeaways: readonly KeyTakeaway[] }) {
  return (
    <section aria-labelledby="key-takeaways" className="takeaways">
      <FoldOnPhone summary={`Key takeaways (${takeaways.length})`}>
        <h2 id="key-takeaways" className="takeaways-title">
          Key takeaways
        </h2>
        <TakeawayList takeaways={takeaways} />
        {takeaways.some(({ evidence }) => evidence) && (
          <p className="mt-3 text-sm">
            <Link
              to={`${paths.editorialStandards}#evidence-levels`}
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4"
            >
              How we grade evidence
            </Link>
          </p>
        )}
      </FoldOnPhone>
    </section>
  );
}

function ArticleBody({ rendered: { article, html, minutes, sections } }: { rendered: RenderedArticle }) {
  const bodySections = sections.filter((section) => section.id !== SOURCES_HEADING_ID);
  const updated = revisedOn(article);
  const needsHealthNote = article.tags.some((tag) => HEALTH_NOTE_TAGS.includes(tag));
  return (
    <article>
      {article.bannerImageUrl && (
        <img
          src={article.bannerImageUrl}
          alt={article.bannerImageAlt ?? ""}
          width={1200}
          height={600}
          // A phone gets a lower frame, the whole picture in its middle on the
          // page's own ground (the pictures' ground is the same cream).
          className="aspect-[3/1] w-full rounded-3xl bg-cream object-contain sm:aspect-[2/1] sm:object-cover"
        />
      )}
      <header className={article.bannerImageUrl ? "mt-3 sm:mt-8" : ""}>
        {/* Tags and byline stay out of site search: a result's excerpt starts at the title.
            A phone leaves the tags out, so the first paragraph reaches its first screen. */}
        <ul className="article-tags" aria-label="Tags" data-pagefind-ignore="">
          {article.tags.map((tag) => (
            <li key={tag}>
              <Link to={`${paths.articles}?tag=${encodeURIComponent(tag)}`} className="article-tag">
                {tag}
              </Link>
            </li>
          ))}
        </ul>
        <h1 className="mt-4 text-display-sm sm:text-display-md">{article.title}</h1>
        <p className="mt-3 text-ink-700 sm:mt-4" data-pagefind-ignore="">
          {/* Two groups that wrap whole: a line never starts with a separator. */}
          <span className="whitespace-nowrap">By {article.author} •</span>{" "}
          <span className="whitespace-nowrap">
            <time dateTime={article.createdAt.toISOString()}>{formatArticleDate(article.createdAt)}</time>
            <span aria-hidden="true"> · </span>
            {minutes} min read
          </span>
        </p>
        {/* A gap, not a separator, between the two: when they wrap, no line ends with a dot. */}
        <p className="mt-1 flex flex-wrap items-center gap-x-4 text-sm text-ink-700" data-pagefind-ignore="">
          {updated && (
            <span>
              Updated <time dateTime={updated.toISOString()}>{formatArticleDate(updated)}</time>
            </span>
          )}
          <Link to={paths.editorialStandards} className="article-standards-link">
            How we write and check articles
          </Link>
        </p>
        <p className="article-excerpt italic">{article.excerpt}</p>
      </header>
      {article.keyTakeaways && article.keyTakeaways.length > 0 && (
        <KeyTakeaways takeaways={article.keyTakeaways} />
      )}
      {bodySections.length >= TOC_MIN_SECTIONS && (
        <PageContents
          id="article-contents"
          title="In this article"
          entries={sections}
          foldOnPhone
          className="mt-1 px-4 sm:mt-8 sm:px-0"
        />
      )}
      {needsHealthNote && <HealthNote compact className="mt-1 sm:mt-6" />}
      <div className="article-body mt-4 sm:mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

function MissingArticle() {
  return (
    <div className="py-10 text-center">
      <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">Not found</p>
      <h1 className="mt-3 text-display-sm">We couldn’t find that article</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">
        It may have moved or been retired. Browse The Vault for the latest reads.
      </p>
      <ButtonLink to={paths.articles} className="mt-8">
        Browse all articles
      </ButtonLink>
    </div>
  );
}

function ArticleFrame({ children, extras }: { children: React.ReactNode; extras?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-page px-4 pt-4 pb-10 sm:px-6 sm:py-14">
      <div className="mx-auto max-w-3xl">{children}</div>
      {extras}
    </div>
  );
}

const ArticleExtras = lazy(() => import("./article-extras"));

/** Their code loads, and they read the store, as the reader nears the article's end, not at start-up. */
function ArticleExtrasWhenNear({ article }: { article: Article }) {
  const { ref, isNear } = useNearViewport();
  return (
    <div ref={ref}>
      {isNear && (
        <Suspense fallback={null}>
          <ArticleExtras article={article} />
        </Suspense>
      )}
    </div>
  );
}

function ArticleView({ rendered }: { rendered: RenderedArticle }) {
  return (
    <ArticleFrame
      extras={
        <>
          <ArticleExtrasWhenNear article={rendered.article} />
          <p className="mt-16 text-center">
            <Link
              to={paths.articles}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
            >
              ← Back to The Vault
            </Link>
          </p>
        </>
      }
    >
      <ArticleBody rendered={rendered} />
    </ArticleFrame>
  );
}

export function ArticleLoading() {
  return (
    <ArticleFrame>
      {/* A screen tall: the footer stays below the fold until the article arrives (no layout shift). */}
      <p role="status" className="min-h-screen py-20 text-center text-lg text-ink-700">
        <span className="sr-only">Article: </span>Loading article...
      </p>
    </ArticleFrame>
  );
}

export function ArticleUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <ArticleFrame>
      <h1 className="text-display-sm">Article unavailable</h1>
      <div className="mt-6">
        <ErrorWithRetry
          message="We couldn’t load this article. Check your connection and try again."
          onRetry={onRetry}
        />
      </div>
    </ArticleFrame>
  );
}

export function ArticleDetailPage({ rendered }: { rendered: RenderedArticle | null }) {
  return rendered ? (
    <ArticleView rendered={rendered} />
  ) : (
    <ArticleFrame>
      <MissingArticle />
    </ArticleFrame>
  );
}
