import { useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { useContentStore } from "~/lib/content-store/context";
import { NoDatabaseError } from "~/lib/content-store/store";
import { CONSENT_VERSION } from "./consent";
import { INVALID_EMAIL_MESSAGE, isValidEmail } from "./email";
import { keepValue } from "~/lib/before-hydration";

function RemovalAddress() {
  return (
    <a href={`mailto:${site.newsletterEmail}`} className="font-medium wrap-anywhere text-brand-800 underline">
      {site.newsletterEmail}
    </a>
  );
}

/** What a reader consents to: change CONSENT_VERSION with its wording. */
export function SubscribePrivacyNote() {
  return (
    <p className="text-sm text-ink-700">
      We store your address, the page you signed up on and the time, only to send this newsletter: never sold,
      and seen only by the site’s owner and the services that store and send it (our{" "}
      <Link to={paths.privacy} className="font-medium text-brand-800 underline">
        privacy notice
      </Link>{" "}
      names them). To be taken off the list, e-mail <RemovalAddress />.
    </p>
  );
}

type Status =
  | { kind: "idle" }
  | { kind: "invalid" }
  | { kind: "saving" }
  | { kind: "done"; email: string }
  | { kind: "not-stored" }
  | { kind: "failed" };

/** In built-in mode nothing is stored, and it says so. */
export function SubscribeForm() {
  const store = useContentStore();
  const { pathname } = useLocation();
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setStatus({ kind: "invalid" });
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: "saving" });
    try {
      await store.addSubscriber({ email, source: pathname, consent: CONSENT_VERSION });
      setStatus({ kind: "done", email: email.trim() });
    } catch (error) {
      if (error instanceof NoDatabaseError) {
        setStatus({ kind: "not-stored" });
        return;
      }
      console.error("Subscription failed:", error);
      setStatus({ kind: "failed" });
    }
  };

  if (status.kind === "done") {
    return (
      <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <p className="font-display text-xl font-semibold text-brand-900">You’re on the list! 🎉</p>
        {/* The same words whether or not the address was already on the list: the form never tells
            anyone who has signed up. */}
        <p className="mt-2 text-ink-800">
          <strong>{status.email}</strong> is on our newsletter list. If it’s new to us, the first thing you
          get is one e-mail asking you to confirm it: no newsletter comes until you do. To be taken off the
          list, e-mail <RemovalAddress /> and we’ll delete your address.
        </p>
      </div>
    );
  }

  const isInvalid = status.kind === "invalid";
  return (
    // POST: submitted before the page's scripts run, the address goes in no URL or history entry.
    <form method="post" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <noscript>
        <p className="rounded-2xl border border-fuel-200 bg-fuel-50 p-4 text-ink-900">
          Signing up needs JavaScript, which is off in this browser. Turn it on and reload this page.
        </p>
      </noscript>
      <div>
        <label htmlFor={inputId} className="font-medium text-ink-900">
          E-mail address
        </label>
        <input
          ref={keepValue(email, setEmail, inputRef)}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (isInvalid) setStatus({ kind: "idle" });
          }}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          className={`mt-2 block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 ${
            isInvalid ? "border-fuel-700" : "border-ink-300"
          }`}
        />
        {isInvalid && (
          <p id={errorId} className="mt-2 font-medium text-fuel-800">
            {INVALID_EMAIL_MESSAGE}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={status.kind === "saving"}
        className={`${buttonStyles.primary} w-full sm:w-auto`}
      >
        {status.kind === "saving" ? "Subscribing…" : "Subscribe"}
      </button>
      {/* A copy without a database is someone developing the site: the form
          works as it will live, and says where the address would have gone. */}
      {store.mode === "builtin" && status.kind !== "not-stored" && (
        <p className="text-sm text-ink-700">
          <span className="mr-2 rounded-full border border-ink-300 px-2 py-0.5 text-xs font-semibold tracking-wide text-ink-800 uppercase">
            Local preview
          </span>
          This copy runs without a database: the form checks addresses as the live site does, but stores none.
        </p>
      )}
      {/* Empty, it takes back the gap after the button (no blank band above the note below). */}
      <div aria-live="polite" className="empty:-mt-4">
        {status.kind === "not-stored" && (
          <p role="status" className="rounded-2xl border border-ink-200 bg-ink-50 p-4 text-ink-900">
            <strong>Local preview:</strong> that address is valid, but this copy has no database, so it isn’t
            stored. On the live site it would now be on the list.
          </p>
        )}
        {status.kind === "failed" && (
          <p role="alert" className="rounded-2xl border border-fuel-200 bg-fuel-50 p-4 text-ink-900">
            We couldn’t save your address just now. Please check your connection and try again — nothing you
            typed was lost.
          </p>
        )}
      </div>
    </form>
  );
}
