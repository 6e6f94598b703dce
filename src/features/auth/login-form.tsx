import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { fieldStyles, labelStyles } from "~/components/ui/form-styles";
import { paths } from "~/config/paths";
import { isDeveloperEmail } from "~/config/developer";
import { useAuth } from "~/lib/auth/context";
import { LOGIN_FAILED_MESSAGE, signInFailureReason } from "~/lib/auth/errors";

/** How long '✅ Logged in!' stays on screen before moving on. */
export const LOGIN_REDIRECT_DELAY_MS = 900;

type Status =
  | { kind: "idle" }
  | { kind: "signing-in" }
  | { kind: "signed-in"; destination: string }
  | { kind: "failed"; reason: string };

/**
 * E-mail and password sign-in. Success says '✅ Logged in!' and then opens
 * the developer page (for the developer) or home; failure logs the error and
 * says why in plain words. What was typed is kept.
 */
export function LoginForm({ onSubmit }: { onSubmit?: () => void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const alertRef = useRef<HTMLDivElement>(null);
  const emailId = useId();
  const passwordId = useId();

  const destination = status.kind === "signed-in" ? status.destination : null;
  useEffect(() => {
    if (destination === null) return;
    const timer = setTimeout(() => {
      void navigate(destination, { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);

  // Every failure comes after "signing-in", so this runs once per failed attempt.
  const failed = status.kind === "failed";
  useEffect(() => {
    if (failed) alertRef.current?.focus();
  }, [failed]);

  const submit = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
    setStatus({ kind: "signing-in" });
    try {
      const user = await signIn(email, password);
      setStatus({
        kind: "signed-in",
        destination: isDeveloperEmail(user.email) ? paths.developer : paths.home,
      });
    } catch (error) {
      console.error("Login failed:", error);
      setStatus({ kind: "failed", reason: signInFailureReason(error) });
    }
  };

  const busy = status.kind === "signing-in" || status.kind === "signed-in";
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" aria-busy={busy}>
      <div>
        <label htmlFor={emailId} className={labelStyles}>
          E-mail
        </label>
        <input
          id={emailId}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={fieldStyles}
        />
      </div>
      <div>
        <label htmlFor={passwordId} className={labelStyles}>
          Password
        </label>
        <input
          id={passwordId}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={fieldStyles}
        />
      </div>
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
        {status.kind === "signing-in" ? "Logging in…" : "Login"}
      </button>
      <div aria-live="polite">
        {status.kind === "signed-in" && (
          <p
            role="status"
            className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 font-semibold text-brand-900"
          >
            ✅ Logged in!
          </p>
        )}
        {status.kind === "failed" && (
          <div
            ref={alertRef}
            role="alert"
            tabIndex={-1}
            className="rounded-xl border border-fuel-300 bg-fuel-50 px-4 py-3 text-fuel-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-fuel-600"
          >
            <p className="font-semibold">{LOGIN_FAILED_MESSAGE}</p>
            <p className="mt-1">{status.reason}</p>
          </div>
        )}
      </div>
    </form>
  );
}
