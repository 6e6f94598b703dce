// In their own chunk: the prerendered page and a visitor who is sent home never download them.
import { useState } from "react";
import { buttonStyles } from "~/components/ui/button-link";
import { site } from "~/config/site";
import { env } from "~/lib/env";
import type { AuthUser } from "~/lib/auth/model";
import { useContentStore } from "~/lib/content-store/context";
import { ArticleList } from "./article-list";
import { FileUpload } from "./file-upload";
import { ProductList } from "./product-list";
import { RebuildIndex } from "./rebuild-index";
import { SubscriberList } from "./subscriber-list";
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

const notVerified = "Your e-mail address isn’t verified yet, so the database will refuse uploads.";
const noRole = (email: string | null) =>
  `This account doesn’t have the developer role yet, so the database will refuse uploads. The owner grants it with npm run grant-developer -- ${email ?? "<email>"}, which signs this account out everywhere: then sign in again.`;

const noSecondFactor =
  "This sign-in didn’t use an authenticator code, so the database will refuse uploads and the subscriber list. Enrol an authenticator app (npm run enroll-totp), sign out and sign in again with its code.";

/** The local Auth emulator cannot enrol an authenticator app, so the code is not asked for there. */
const lacksSecondFactor = (user: AuthUser) => !user.signedInWithSecondFactor && !env.auth?.emulatorHost;

function writeBlocker(user: AuthUser | null, mode: string): string | null {
  if (!user) return "You’re signed out. Sign in again to upload.";
  if (!user.emailVerified) return `${notVerified} Open the link in the verification e-mail, then try again.`;
  if (!user.hasDeveloperRole) return noRole(user.email);
  if (mode === "firebase" && lacksSecondFactor(user)) return noSecondFactor;
  return null;
}

/** Refreshes the sign-in first, so a verification or role granted in another tab since then counts. */
function usePrepareToWrite(refresh: () => Promise<AuthUser | null>, mode: string) {
  return async (): Promise<string | null> => {
    try {
      return writeBlocker(await refresh(), mode);
    } catch (error) {
      console.warn("Could not refresh the sign-in:", error);
      return "We couldn’t check your sign-in (are you offline?). Try again.";
    }
  };
}

/** Without a profile address the footer's icon links nowhere, which only the owner needs to hear about. */
function UnlinkedProfiles() {
  const unlinked = site.social.filter(({ id }) => !env.social[id]);
  if (unlinked.length === 0) return null;
  return (
    <p className="mt-6 rounded-2xl border border-ink-200 bg-white p-4 text-ink-900">
      <strong>{unlinked.map(({ network }) => network).join(" and ")}: not linked yet.</strong> The footer’s
      icons link nowhere until you set{" "}
      {unlinked.map(({ id }, index) => (
        <span key={id}>
          {index > 0 && " and "}
          <code>VITE_SOCIAL_{id.toUpperCase()}_URL</code>
        </span>
      ))}{" "}
      (see <code>.env.example</code>).
    </p>
  );
}

function AccountNotice({ user, refresh }: { user: AuthUser; refresh: () => Promise<AuthUser | null> }) {
  const store = useContentStore();
  const [checking, setChecking] = useState(false);
  const message = !user.emailVerified
    ? notVerified
    : store.mode === "firebase" && !user.hasDeveloperRole
      ? noRole(user.email)
      : store.mode === "firebase" && lacksSecondFactor(user)
        ? noSecondFactor
        : null;
  if (!message) return null;
  const checkAgain = async () => {
    setChecking(true);
    try {
      await refresh();
    } catch (error) {
      console.warn("Could not refresh the sign-in:", error);
    } finally {
      setChecking(false);
    }
  };
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-fuel-200 bg-fuel-50 p-4 text-ink-900">
      <p className="max-w-3xl">{message}</p>
      <button
        type="button"
        disabled={checking}
        onClick={() => void checkAgain()}
        className={`${buttonStyles.ghost} shrink-0`}
      >
        {checking ? "Checking…" : "Check again"}
      </button>
    </div>
  );
}

export function DeveloperTools({
  user,
  refresh,
}: {
  user: AuthUser;
  refresh: () => Promise<AuthUser | null>;
}) {
  const store = useContentStore();
  const prepareToWrite = usePrepareToWrite(refresh, store.mode);
  const [running, setRunning] = useState<UploadTarget | null>(null);
  const [outcomes, setOutcomes] = useState<Partial<Record<UploadTarget, UploadOutcome>>>({});
  const [versions, setVersions] = useState<Record<UploadTarget, number>>({ articles: 0, products: 0 });
  const reload = (target: UploadTarget) =>
    setVersions((current) => ({ ...current, [target]: current[target] + 1 }));

  const start = async (target: UploadTarget) => {
    setRunning(target);
    // Best effort: the upload buttons always try, and the database's answer is the report.
    await prepareToWrite();
    const outcome = await uploads[target].run(store);
    setOutcomes((current) => ({ ...current, [target]: outcome }));
    setRunning(null);
    reload(target);
  };

  return (
    <>
      {store.mode === "builtin" && (
        <p className="mt-6 rounded-2xl border border-fuel-200 bg-fuel-50 p-4 text-ink-900">
          <strong>No database is connected.</strong> This copy of the site runs on its built-in content, so
          uploads can’t be saved. Add the <code>VITE_FIREBASE_*</code> settings (see <code>.env.example</code>
          ) or run <code>npm start</code> where Java 21 can run the Firestore emulator.
        </p>
      )}
      {store.mode === "firebase" && !store.readsLive && (
        <p className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-ink-900">
          <strong>Readers see changes after the next deploy.</strong> App Check is on, so readers’ pages show
          the content the site was last built from rather than reading the database (which would load
          reCAPTCHA for every reader). Build and deploy again after uploading or deleting.
        </p>
      )}
      <AccountNotice user={user} refresh={refresh} />
      <UnlinkedProfiles />
      <section aria-labelledby="built-in-content" className="mt-10">
        <h2 id="built-in-content" className="text-2xl font-bold text-ink-900">
          Built-in content
        </h2>
        <p className="mt-2 max-w-2xl text-ink-700">
          Write every article and product that ships with the site. Uploading again overwrites the same
          documents — nothing is duplicated.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
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
      </section>
      <FileUpload
        store={store}
        accountReady={writeBlocker(user, store.mode) === null}
        prepareToWrite={prepareToWrite}
        onWritten={reload}
      />
      <ArticleList version={versions.articles} onDeleted={() => reload("articles")} />
      <RebuildIndex
        store={store}
        accountReady={writeBlocker(user, store.mode) === null}
        prepareToWrite={prepareToWrite}
      />
      <ProductList version={versions.products} onDeleted={() => reload("products")} />
      <SubscriberList />
    </>
  );
}
