import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { SearchIcon } from "~/components/ui/icons";
import { paths } from "~/config/paths";
import { useIsHydrated } from "~/hooks/use-is-hydrated";

/** The box's id: the keyboard module finds it (and its form) by it. */
export const HEADER_SEARCH_ID = "site-search";

// The keys ("/", and Enter without a reload) load after the page has
// hydrated: every page's header has the box, few readers use it at once.
const SearchKeys = lazy(() => import("./search-keys"));

/**
 * The header's search. On wide screens a box: a plain form, so Enter loads
 * `/search?q=` like any form before the page has hydrated and without
 * JavaScript; once the page is running it moves there without a reload.
 * Narrower screens get a link to the search page, whose box takes focus.
 */
export function HeaderSearch() {
  const isHydrated = useIsHydrated();
  return (
    <>
      <form
        role="search"
        aria-label="Site"
        action={paths.search}
        data-native-submit=""
        className="hidden lg:block"
      >
        <label htmlFor={HEADER_SEARCH_ID} className="sr-only">
          Search the site
        </label>
        <input
          id={HEADER_SEARCH_ID}
          type="search"
          name="q"
          placeholder="Search ( / )"
          aria-keyshortcuts="/"
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 w-52 rounded-full border border-ink-300 bg-white px-4 text-base placeholder:text-ink-600"
        />
      </form>
      <Link
        to={paths.search}
        aria-label="Search"
        aria-keyshortcuts="/"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-brand-50 lg:hidden"
      >
        <SearchIcon className="size-6" />
      </Link>
      {isHydrated && (
        <Suspense fallback={null}>
          <SearchKeys />
        </Suspense>
      )}
    </>
  );
}
