import { memo, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { fieldStyles, labelStyles } from "~/components/ui/form-styles";
import { PageHeader } from "~/components/ui/page-header";
import { ErrorWithRetry } from "~/components/ui/status-message";
import { paths } from "~/config/paths";
import { useAsync } from "~/hooks/use-async";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { useUrlText } from "~/hooks/use-url-text";
import { useContentStore } from "~/lib/content-store/context";
import { whenIdle } from "~/lib/idle";
import type { SearchHit } from "./rank";
import { search, warmUp } from "./search-client";
import { suggestionsFor } from "./suggestions";
import { keepValue } from "~/lib/before-hydration";

const URL_DELAY_MS = 400;

/** Drawn again only when the result itself changed: the next key often leaves most of them as they were. */
const Hit = memo(
  function Hit({ hit }: { hit: SearchHit }) {
    const isPage = hit.best.url === hit.pageUrl;
    return (
      <li className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card">
        <h2 className="text-lg font-semibold">
          <Link
            to={hit.best.url}
            data-search-result=""
            className="text-brand-800 underline-offset-4 hover:underline focus-visible:underline"
          >
            {isPage ? hit.pageTitle : hit.best.title}
          </Link>
        </h2>
        {!isPage && <p className="mt-1 text-sm text-ink-700">{hit.pageTitle}</p>}
        <p className="mt-2 text-ink-800">
          {hit.excerpt.map((part, index) =>
            part.marked ? (
              <mark key={index} className="rounded bg-fuel-100 px-0.5 text-ink-950">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </p>
        {hit.more.length > 0 && (
          <p className="mt-3 text-sm text-ink-700">
            Also on this page:{" "}
            {hit.more.map((section, index) => (
              <span key={section.url}>
                {index > 0 && " · "}
                <Link
                  to={section.url}
                  data-search-result=""
                  className="text-brand-800 underline underline-offset-4"
                >
                  {section.title}
                </Link>
              </span>
            ))}
          </p>
        )}
      </li>
    );
  },
  (before, after) => JSON.stringify(before.hit) === JSON.stringify(after.hit),
);

/** Memoised: each key re-renders the page, and the last results stay until the next ones arrive. */
const HitList = memo(function HitList({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="mt-4 flex flex-col gap-4">
      {hits.map((hit) => (
        <Hit key={hit.pageUrl} hit={hit} />
      ))}
    </ol>
  );
});

/** The query lives in the URL, so a search can be shared and the header's plain form lands here. */
export function SearchPage() {
  const store = useContentStore();
  const isHydrated = useIsHydrated();
  const [urlParams, setSearchParams] = useSearchParams();
  // The prerendered HTML has no query: the URL's applies once hydrated.
  const urlQuery = isHydrated ? (urlParams.get("q") ?? "") : "";
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  // The URL follows once typing pauses; a new URL from elsewhere (header box, back/forward) replaces the text.
  const writeQuery = (query: string) => {
    setSearchParams(query ? { q: query } : {}, { replace: true, preventScrollReset: true });
  };
  const [text, setText, flushText] = useUrlText(urlQuery, writeQuery, URL_DELAY_MS);

  // Readers here came to search: the engine and index load once idle, so the first key doesn't wait.
  useEffect(
    () =>
      isHydrated
        ? whenIdle(() => {
            warmUp();
          })
        : undefined,
    [isHydrated],
  );

  // Opened from the header's search link, with no query yet: ready to type.
  const opened = useRef(false);
  useEffect(() => {
    if (!isHydrated || opened.current) return;
    opened.current = true;
    if (urlQuery === "") inputRef.current?.focus();
  }, [isHydrated, urlQuery]);

  const query = text.trim();
  const results = useAsync(() => search(query), query === "" ? null : query);
  // While the next answer loads, the last one stays: no flash of "Searching…" per key.
  const [shown, setShown] = useState<{ query: string; hits: SearchHit[] } | null>(null);
  if (results.status === "success" && shown?.query !== query) setShown({ query, hits: results.data });
  const hits = query === "" ? null : (shown?.hits ?? null);

  // One listener for the whole page: the keys come from the box and the links.
  const pageRef = useRef<HTMLDivElement>(null);
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  });
  useEffect(() => {
    const container = pageRef.current;
    if (!container) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const links = [...(resultsRef.current?.querySelectorAll<HTMLElement>("[data-search-result]") ?? [])];
      const at = links.indexOf(event.target as HTMLElement);
      const fromBox = event.target === inputRef.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        // Elsewhere (a suggestion, Retry) the arrows keep their usual job.
        if (at === -1 && !fromBox) return;
        if (fromBox && (event.key === "ArrowUp" || links.length === 0)) return;
        event.preventDefault();
        const next = fromBox ? 0 : event.key === "ArrowDown" ? at + 1 : at - 1;
        if (next < 0) inputRef.current?.focus();
        else links[Math.min(next, links.length - 1)]?.focus();
      } else if (event.key === "Escape" && textRef.current !== "") {
        event.preventDefault();
        setText("");
        inputRef.current?.focus();
      }
    };
    container.addEventListener("keydown", onKeyDown);
    return () => {
      container.removeEventListener("keydown", onKeyDown);
    };
  }, [setText]);

  return (
    <div ref={pageRef} className="mx-auto max-w-page px-4 py-12 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Search"
        title="Search Fast & Fuel"
        intro="Answers from every article, diet guide and tool on the site, down to the section that has them."
      />
      <noscript>
        <p className="mt-6 max-w-3xl rounded-2xl border border-fuel-200 bg-fuel-50 p-5 text-ink-900">
          Search needs JavaScript. Turn it on in your browser’s settings to search, or browse{" "}
          <a href={paths.quickAnswers}>Quick answers</a>, <a href={paths.articles}>The Vault</a> and{" "}
          <a href={paths.tools}>the tools</a>.
        </p>
      </noscript>

      {/* A plain form: before the page has hydrated, Enter loads this page with the query. */}
      <form
        role="search"
        aria-label="Search Fast & Fuel"
        action={paths.search}
        data-native-submit=""
        onSubmit={(event) => {
          event.preventDefault();
          flushText();
        }}
        className="mt-8 max-w-3xl"
      >
        <label htmlFor={inputId} className={labelStyles}>
          Search the site
        </label>
        <div className="flex gap-3">
          <input
            ref={keepValue(text, setText, inputRef)}
            id={inputId}
            type="search"
            name="q"
            value={text}
            placeholder="Ask a question, e.g. does coffee break a fast?"
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setText(event.target.value);
            }}
            className={`${fieldStyles} placeholder:text-ink-600`}
          />
          <button type="submit" className={`${buttonStyles.primary} mt-2 shrink-0`}>
            Search
          </button>
        </div>
      </form>

      {/* Tall enough for a few results: the footer stays put while the first ones load. */}
      <div ref={resultsRef} className="mt-8 min-h-[60vh] max-w-3xl">
        {/* One line always, so the results do not move when it changes. */}
        <p role="status" className="min-h-6 text-ink-700">
          {query === "" || results.status === "error"
            ? ""
            : shown === null || hits === null
              ? "Searching…"
              : hits.length === 0
                ? `No results for “${shown.query}”.`
                : `${hits.length} ${hits.length === 1 ? "page" : "pages"} for “${shown.query}”`}
        </p>

        {query !== "" && results.status === "error" ? (
          <div className="mt-4">
            <ErrorWithRetry
              message="Search could not load. Check your connection and try again."
              onRetry={results.retry}
            />
          </div>
        ) : hits && hits.length > 0 ? (
          <HitList hits={hits} />
        ) : query !== "" && hits === null ? null : (
          <div className="mt-4 text-ink-800">
            <p>{query === "" ? "Try a question, for example:" : "Try fewer words, or one of these:"}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {suggestionsFor(shown?.query ?? "").map((example) => (
                <li key={example}>
                  <Link
                    to={`${paths.search}?q=${encodeURIComponent(example)}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-ink-200 bg-white px-4 text-ink-900 hover:border-brand-600"
                  >
                    {example}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              Or browse{" "}
              <Link to={paths.quickAnswers} className="text-brand-800 underline underline-offset-4">
                Quick answers
              </Link>
              , the most-asked questions in a few sentences each.
            </p>
          </div>
        )}

        {store.readsLive && (
          <p className="mt-8 text-sm text-ink-700">
            Articles published since the site was last updated join search after its next update;{" "}
            <Link to={paths.articles} className="text-brand-800 underline underline-offset-4">
              The Vault
            </Link>
            ’s own search finds them now.
          </p>
        )}
      </div>
    </div>
  );
}
