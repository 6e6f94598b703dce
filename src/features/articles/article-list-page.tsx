import { Suspense, lazy, useDeferredValue, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import type { ArticleSummary } from "~/lib/content-store/model";
import type { PageData } from "~/lib/page-data";
import { vault } from "~/config/content";
import { ErrorWithRetry } from "~/components/ui/status-message";
import { useAsync } from "~/hooks/use-async";
import { useUrlText } from "~/hooks/use-url-text";
import { useContentStore } from "~/lib/content-store/context";
import { ArticleCard } from "./article-card";
import { ArticleIndex } from "./article-index";
import { nextTask, whenIdle } from "~/lib/idle";
import { BODY_SEARCH_MIN_LENGTH, filterArticles, toggleTag } from "./filter";
import { fieldStyles } from "~/components/ui/form-styles";
import { PageHeader } from "~/components/ui/page-header";
import { QuickAnswersLink } from "~/components/ui/quick-answers-link";
import { keepValue } from "~/lib/before-hydration";

// Shown only when the database could not be read: its code loads then.
const StaleNotice = lazy(() => import("~/components/ui/stale-notice"));

const SEARCH_URL_DELAY_MS = 300;

const SEARCH_PLACEHOLDER = "Search articles by keyword or tag...";

export type ListedArticle = ArticleSummary & { content?: string };

const NO_PARAMS = new URLSearchParams();

/**
 * The tag and search text live in the URL (?tag=&q=). A list that may be out of date says so below
 * the cards, where the notice moves nothing above it.
 */
export function ArticleListPage({
  articles,
  onStaleRetry,
}: {
  /** The list is always there when the page renders: the build's copy is in the page's data. */
  articles: Exclude<PageData<readonly ListedArticle[]>, { status: "loading" }>;
  /** Given when the list is the build's copy because the database could not be read. */
  onStaleRetry?: () => void;
}) {
  const store = useContentStore();
  // The prerendered HTML shows the unfiltered list: the URL's filter applies
  // once the page has hydrated, so hydration meets the HTML it expects.
  const isHydrated = useIsHydrated();
  const [urlParams, setSearchParams] = useSearchParams();
  const searchParams = isHydrated ? urlParams : NO_PARAMS;
  const tag = searchParams.get("tag") ?? "";
  const query = searchParams.get("q") ?? "";
  const searchId = useId();

  const updateParams = (changes: { tag?: string; q?: string }, replace: boolean) => {
    const next = new URLSearchParams(urlParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearchParams(next, { replace, preventScrollReset: true });
  };

  // The box answers every keystroke at once; the list follows as soon as React
  // has time (deferred), and `?q=` is written once typing pauses.
  const [searchText, setSearchText] = useUrlText(
    query,
    (text) => {
      updateParams({ q: text }, true);
    },
    SEARCH_URL_DELAY_MS,
  );
  const search = useDeferredValue(searchText);

  // The visible count starts at one page and resets when the filter changes.
  const filterKey = `${tag}\u0000${search}`;
  const [shown, setShown] = useState<{ filterKey: string; count: number }>({
    filterKey,
    count: vault.pageSize,
  });
  const visibleCount = shown.filterKey === filterKey ? shown.count : vault.pageSize;

  const listed = articles.status === "success" ? articles.data : null;
  const lacksBodies = (list: readonly ListedArticle[] | null) =>
    list?.some((article) => article.content === undefined) ?? false;
  // Bodies load once the page is idle after hydration, so search is ready by
  // the time most readers type, or at once when the reader turns to the box.
  const [wantsBodies, setWantsBodies] = useState(false);
  const isListed = listed !== null;
  useEffect(() => (isListed ? whenIdle(() => setWantsBodies(true)) : undefined), [isListed]);
  // Only the built-in articles ship their bodies with the site: a database's
  // are megabytes at a thousand articles, so Firebase mode searches cards only.
  const searchesBodies = store.mode === "builtin";
  const bodiesWanted =
    searchesBodies &&
    lacksBodies(listed) &&
    (wantsBodies || searchText.trim().length >= BODY_SEARCH_MIN_LENGTH);
  const bodies = useAsync(
    // The code that searches bodies loads with them, not in the list's first load.
    async () => (await import("./body-search")).loadBodySearch(store, listed ?? []),
    bodiesWanted ? "bodies" : null,
  );
  const withBodies = bodies.status === "success" ? bodies.data : null;
  const all = withBodies?.articles ?? listed ?? [];
  const matching = withBodies
    ? withBodies.filter({ tag, query: search })
    : filterArticles(all, { tag, query: search });
  // Not on idle: idle callbacks can wait seconds on a busy page.
  useEffect(() => withBodies?.prepare(nextTask), [withBodies]);

  const visible = matching.slice(0, visibleCount);
  const count = all.length;

  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="The Vault"
        title={`Explore ${count} Articles`}
        intro="Short, well-sourced reads on fasting, keto and everyday nutrition — every claim linked to the research behind it."
      >
        <QuickAnswersLink className="mt-2" />
      </PageHeader>

      <div className="mt-8 flex flex-col gap-5">
        <div role="group" aria-label="Filter by tag" className="flex flex-wrap gap-2">
          {vault.tagFilters.map((chip) => {
            const isActive = chip === tag;
            return (
              <button
                key={chip}
                type="button"
                aria-pressed={isActive}
                onClick={() => updateParams({ tag: toggleTag(tag, chip) }, false)}
                className="vault-chip"
              >
                {chip}
              </button>
            );
          })}
        </div>
        <div className="max-w-xl">
          <label htmlFor={searchId} className="font-medium text-ink-900">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            value={searchText}
            ref={keepValue(searchText, setSearchText)}
            placeholder={SEARCH_PLACEHOLDER}
            onFocus={() => setWantsBodies(true)}
            onChange={(event) => {
              setSearchText(event.target.value);
            }}
            className={`${fieldStyles} placeholder:text-ink-600`}
          />
        </div>
      </div>

      {/* Always one line tall, so the list does not move when the count appears. */}
      <p aria-live="polite" className="mt-8 min-h-6 text-ink-700">
        {articles.status === "success" &&
          matching.length > 0 &&
          `Showing ${visible.length} of ${matching.length} ${matching.length === 1 ? "article" : "articles"}`}
      </p>

      {articles.status === "error" && (
        <div className="mt-4">
          <ErrorWithRetry
            message="We couldn’t load the articles. Check your connection and try again."
            onRetry={articles.retry}
          />
        </div>
      )}

      {visible.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="vault-empty">
          <p>No articles found.</p>
          <p>Try another tag or keyword.</p>
        </div>
      )}

      {visible.length < matching.length && (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={() => setShown({ filterKey, count: visibleCount + vault.pageSize })}
            className="vault-more"
          >
            Load More
          </button>
        </div>
      )}

      {onStaleRetry && (
        <div className="mt-10">
          <Suspense fallback={null}>
            <StaleNotice what="articles" onRetry={onStaleRetry} />
          </Suspense>
        </div>
      )}

      {/* Every article, not only the matching ones: see ArticleIndex. */}
      <ArticleIndex articles={all} />
    </div>
  );
}
