import { lazy, Suspense } from "react";
import { Navigate } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { isDeveloperEmail } from "~/config/developer";
import { paths } from "~/config/paths";
import { useAuth } from "~/lib/auth/context";

const DeveloperTools = lazy(async () => ({ default: (await import("./developer-tools")).DeveloperTools }));

function Loading() {
  return (
    <div className="mx-auto max-w-page px-4 py-24" role="status">
      <p className="text-lg text-ink-700">Loading...</p>
    </div>
  );
}

/** Only the developer sees it; anyone else is sent home. The real protection is in `firestore.rules`. */
export function DeveloperPage() {
  const auth = useAuth();
  if (auth.status === "loading") return <Loading />;
  if (auth.status === "signed-out" || !isDeveloperEmail(auth.user.email)) {
    return <Navigate to={paths.home} replace />;
  }
  return (
    <div className="mx-auto max-w-page px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">
            Developer
          </p>
          <h1 className="mt-2 text-display-sm">Content uploads</h1>
          <p className="mt-3 max-w-2xl text-ink-700">
            Upload articles and products to the database — the ones that ship with the site, or a file you
            check before anything is written — and remove what no longer belongs.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
          <span className="break-all">
            Signed in as <strong>{auth.user.email}</strong>
          </span>
          <button
            type="button"
            onClick={() => void auth.signOut()}
            className={`${buttonStyles.ghost} shrink-0 whitespace-nowrap`}
          >
            Sign out
          </button>
        </div>
      </div>
      <Suspense fallback={<p className="mt-8 text-ink-700">Loading the developer tools…</p>}>
        <DeveloperTools user={auth.user} refresh={auth.refresh} />
      </Suspense>
    </div>
  );
}
