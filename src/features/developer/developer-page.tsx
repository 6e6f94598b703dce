import { useState } from "react";
import { Navigate } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { isDeveloperEmail } from "~/config/developer";
import { paths } from "~/config/paths";
import { useAuth } from "~/lib/auth/context";
import type { AuthUser } from "~/lib/auth/model";
import { useContentStore } from "~/lib/content-store/context";
import { ProductList } from "./product-list";
import { UploadResult } from "./upload-result";
import {
  uploadBuiltInArticles,
  uploadBuiltInProducts,
  type UploadOutcome,
  type UploadTarget,
} from "./uploads";

const uploads = {
  products: { button: "ADD PRODUCTS.JSON", label: "Products", run: uploadBuiltInProducts },
  articles: { button: "ADD ARTICLES.JSON", label: "Articles", run: uploadBuiltInArticles },
} as const;

function Uploads({ user }: { user: AuthUser }) {
  const store = useContentStore();
  const [running, setRunning] = useState<UploadTarget | null>(null);
  const [outcomes, setOutcomes] = useState<Partial<Record<UploadTarget, UploadOutcome>>>({});
  const [listVersion, setListVersion] = useState(0);

  const start = async (target: UploadTarget) => {
    setRunning(target);
    const outcome = await uploads[target].run(store);
    setOutcomes((current) => ({ ...current, [target]: outcome }));
    setRunning(null);
    if (target === "products") setListVersion((version) => version + 1);
  };

  return (
    <>
      {store.mode === "builtin" && (
        <p className="mt-6 rounded-2xl border border-fuel-200 bg-fuel-50 p-4 text-ink-900">
          <strong>No database is connected.</strong> This copy of the site runs on its built-in content, so
          uploads can’t be saved. Add the <code>VITE_FIREBASE_*</code> settings (see <code>.env.example</code>
          ) or run <code>npm run start:firebase</code>.
        </p>
      )}
      {!user.emailVerified && (
        <p className="mt-6 rounded-2xl border border-fuel-200 bg-fuel-50 p-4 text-ink-900">
          Your e-mail address isn’t verified yet, so the database will refuse uploads.
        </p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {(Object.keys(uploads) as UploadTarget[]).map((target) => (
          <button
            key={target}
            type="button"
            disabled={running !== null}
            onClick={() => void start(target)}
            className={buttonStyles.primary}
          >
            {running === target ? "Uploading…" : uploads[target].button}
          </button>
        ))}
      </div>
      <div className="mt-6 space-y-3" aria-live="polite">
        {(Object.keys(uploads) as UploadTarget[]).map((target) => {
          const outcome = outcomes[target];
          return outcome ? (
            <UploadResult key={target} label={uploads[target].label} outcome={outcome} />
          ) : null;
        })}
      </div>
      <ProductList version={listVersion} />
    </>
  );
}

/**
 * `/dev-add-product`: uploads the built-in products and articles to the
 * database. Only the developer sees it; anyone else is sent home (replacing
 * the history entry). The real protection is in `firestore.rules`.
 */
export function DeveloperPage() {
  const auth = useAuth();
  if (auth.status === "loading") {
    return (
      <div className="mx-auto max-w-page px-4 py-24" role="status">
        <p className="text-lg text-ink-700">Loading...</p>
      </div>
    );
  }
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
            Upload the articles and products that ship with the site to the database. Uploading again
            overwrites the same documents — nothing is duplicated.
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
      <Uploads user={auth.user} />
    </div>
  );
}
