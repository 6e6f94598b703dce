import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { SearchIcon } from "~/components/ui/icons";
import { paths } from "~/config/paths";
import { useIsHydrated } from "~/hooks/use-is-hydrated";

/** The keyboard module finds the box and its form by it. */
export const HEADER_SEARCH_ID = "site-search";

// Every page's header has the box and few readers use it at once, so its keys load after hydration.
const SearchKeys = lazy(() => import("./search-keys"));

/** A plain form, so Enter works before hydration and without JavaScript; narrow screens get a link. */
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
