import { Link, useSearchParams } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { HelpfulLinks, StatusShell } from "~/components/layout/status-pages";
import { paths } from "~/config/paths";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { env } from "~/lib/env";
import { isSitePath } from "~/lib/site-path";

/** Only a path on this site: anyone can type the query, and "//elsewhere" would leave it. */
export function readReturnPath(search: URLSearchParams): string | null {
  const from = search.get("from");
  if (from === null || !isSitePath(from) || from.split("?")[0] === paths.offline) return null;
  return from;
}

export function OfflinePage() {
  const [search] = useSearchParams();
  // The prerendered page has no query string: read it once hydration is over.
  const isHydrated = useIsHydrated();
  const returnPath = isHydrated ? readReturnPath(search) : null;
  return (
    <StatusShell eyebrow="Offline" title="You’re offline">
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">
        That page isn’t saved on this device, so it needs a connection. Everything you can read here offline
        is saved the first time you visit.
      </p>
      <div className="mx-auto mt-10 grid max-w-2xl gap-8 text-left sm:grid-cols-2">
        <section aria-labelledby="offline-works">
          <h2 id="offline-works" className="text-xl font-semibold">
            Works offline
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-700">
            <li>The home page and The Vault’s articles</li>
            <li>The diet guides and the comparison</li>
            <li>Every free tool, calculators included</li>
          </ul>
        </section>
        <section aria-labelledby="offline-needs">
          <h2 id="offline-needs" className="text-xl font-semibold">
            Needs a connection
          </h2>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-ink-700">
            <li>Signing in</li>
            <li>Uploading articles and products</li>
            {env.mode === "firebase" && <li>Subscribing to the newsletter</li>}
            <li>Articles not yet saved on this device, such as ones published since your last visit</li>
          </ul>
        </section>
      </div>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {returnPath !== null && (
          // A full page load, so the service worker tries the network again.
          <Link to={returnPath} reloadDocument className={buttonStyles.primary}>
            Try again
          </Link>
        )}
        <Link to={paths.home} className={returnPath === null ? buttonStyles.primary : buttonStyles.ghost}>
          Go to the home page
        </Link>
      </div>
      <h2 className="mt-14 text-xl font-semibold">Pick up from here</h2>
      <HelpfulLinks className="mt-6" />
    </StatusShell>
  );
}
