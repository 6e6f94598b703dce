import { useState } from "react";
import { Link } from "react-router";
import { ButtonLink, buttonStyles } from "~/components/ui/button-link";
import { isDeveloperEmail } from "~/config/developer";
import { paths } from "~/config/paths";
import { useAuth } from "~/lib/auth/context";
import { LoginForm } from "./login-form";

/** Who is signed in, with the way on (or out), for a visitor who already is. */
function SignedInPanel({ email, onSignOut }: { email: string | null; onSignOut: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-ink-800">
        You’re signed in as <strong className="break-all">{email ?? "an account without an e-mail"}</strong>.
      </p>
      <div className="flex flex-wrap gap-3">
        {isDeveloperEmail(email) && <ButtonLink to={paths.developer}>Open the developer page</ButtonLink>}
        <button type="button" onClick={onSignOut} className={buttonStyles.ghost}>
          Sign out
        </button>
      </div>
    </div>
  );
}

/** The team's sign-in. Readers never need an account. */
export function LoginPage() {
  const auth = useAuth();
  // Once used, the form stays on screen (with '✅ Logged in!') until it moves on, though the sign-in changes.
  const [usedForm, setUsedForm] = useState(false);
  return (
    <div className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-md rounded-3xl border border-ink-200 bg-white p-6 shadow-sm sm:p-10">
        <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">
          Team sign-in
        </p>
        <h1 className="mt-2 text-display-sm">Log in</h1>
        <p className="mt-3 text-ink-700">
          For the Fast &amp; Fuel editors. Readers don’t need an account — every article, guide and tool is
          free to use. How a sign-in is kept: our{" "}
          <Link to={paths.privacy} className="font-medium text-brand-800 underline">
            privacy notice
          </Link>
          .
        </p>
        <noscript>
          <p className="mt-6 rounded-2xl border border-fuel-200 bg-fuel-50 p-4 text-ink-900">
            Signing in needs JavaScript, which is off in this browser. Turn it on and reload this page.
          </p>
        </noscript>
        <div className="mt-8">
          {auth.status === "signed-in" && !usedForm ? (
            <SignedInPanel email={auth.user.email} onSignOut={() => void auth.signOut()} />
          ) : (
            <LoginForm onSubmit={() => setUsedForm(true)} />
          )}
        </div>
      </div>
    </div>
  );
}
