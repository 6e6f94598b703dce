import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "~/components/ui/button-link";
import { fieldStyles, labelStyles } from "~/components/ui/form-styles";
import { paths } from "~/config/paths";
import { isDeveloperEmail } from "~/config/developer";
import { useAuth } from "~/lib/auth/context";
import { isExpiredSignIn, LOGIN_FAILED_MESSAGE, signInFailureReason } from "~/lib/auth/errors";
import type { AuthUser } from "~/lib/auth/model";
import { keepValue } from "~/lib/before-hydration";

export const LOGIN_REDIRECT_DELAY_MS = 900;

type Step = { kind: "password" } | { kind: "code"; submitCode: (code: string) => Promise<AuthUser> };

type Status =
  | { kind: "idle" }
  | { kind: "signing-in" }
  | { kind: "signed-in"; destination: string }
  | { kind: "failed"; reason: string };

const PASSWORD_STEP: Step = { kind: "password" };

/** What was typed is kept, except the password once accepted: it is not held while the code is asked for. */
export function LoginForm({ onSubmit }: { onSubmit?: () => void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<Step>(PASSWORD_STEP);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const alertRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const passwordId = useId();
  const codeId = useId();
  const codeHintId = useId();
  const alertId = useId();

  const destination = status.kind === "signed-in" ? status.destination : null;
  useEffect(() => {
    if (destination === null) return;
    const timer = setTimeout(() => {
      void navigate(destination, { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [destination, navigate]);

  // The code step takes focus when it appears; leaving it for another account gives focus back to the e-mail.
  const onCodeStep = step.kind === "code";
  const focusEmailNext = useRef(false);
  useEffect(() => {
    if (onCodeStep) codeRef.current?.focus();
    else if (focusEmailNext.current) {
      focusEmailNext.current = false;
      emailRef.current?.focus();
    }
  }, [onCodeStep]);

  // Once per failed attempt. A wrong code leaves the code field selected for the next try (the alert is still
  // announced); other failures move focus to the message.
  const failed = status.kind === "failed";
  useEffect(() => {
    if (!failed) return;
    if (onCodeStep) {
      codeRef.current?.focus();
      codeRef.current?.select();
    } else alertRef.current?.focus();
  }, [failed, onCodeStep]);

  const succeed = (user: AuthUser) => {
    setStatus({
      kind: "signed-in",
      destination: isDeveloperEmail(user.email) ? paths.developer : paths.home,
    });
  };

  const fail = (error: unknown) => {
    console.error("Login failed:", error);
    setStatus({ kind: "failed", reason: signInFailureReason(error) });
  };

  const submitPassword = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
    setStatus({ kind: "signing-in" });
    try {
      const result = await signIn(email, password);
      if (result.kind === "signed-in") {
        succeed(result.user);
        return;
      }
      setPassword("");
      setCode("");
      setStep({ kind: "code", submitCode: result.submitCode });
      setStatus({ kind: "idle" });
    } catch (error) {
      fail(error);
    }
  };

  const submitCode = async (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind !== "code") return;
    setStatus({ kind: "signing-in" });
    try {
      succeed(await step.submitCode(code));
    } catch (error) {
      // A sign-in left too long can't take a code any more: back to the password.
      if (isExpiredSignIn(error)) {
        setStep(PASSWORD_STEP);
        setCode("");
      }
      fail(error);
    }
  };

  const chooseAnotherAccount = () => {
    focusEmailNext.current = true;
    setStep(PASSWORD_STEP);
    setCode("");
    setStatus({ kind: "idle" });
  };

  const busy = status.kind === "signing-in" || status.kind === "signed-in";
  const codeFailed = onCodeStep && failed;
  return (
    <div className="space-y-5">
      {step.kind === "password" ? (
        // Keyed, so no element of one step (a focused button among them) is reused for the other.
        // POST: submitted before the page's scripts run, the password goes in no URL or history entry.
        <form
          key="password"
          method="post"
          onSubmit={(event) => void submitPassword(event)}
          className="space-y-5"
          aria-busy={busy}
        >
          <div>
            <label htmlFor={emailId} className={labelStyles}>
              E-mail
            </label>
            <input
              ref={keepValue(email, setEmail, emailRef)}
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
              ref={keepValue(password, setPassword)}
              onChange={(event) => setPassword(event.target.value)}
              className={fieldStyles}
            />
          </div>
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
            {status.kind === "signing-in" ? "Logging in…" : "Login"}
          </button>
        </form>
      ) : (
        <form
          key="code"
          method="post"
          onSubmit={(event) => void submitCode(event)}
          className="space-y-5"
          aria-busy={busy}
        >
          <div>
            <label htmlFor={codeId} className={labelStyles}>
              Authentication code
            </label>
            <p id={codeHintId} className="mt-1 text-ink-700">
              To finish signing in as <strong className="break-all">{email}</strong>, enter the 6-digit code
              your authenticator app shows for Fast &amp; Fuel.
            </p>
            <input
              ref={codeRef}
              id={codeId}
              type="text"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              spellCheck={false}
              value={code}
              // Digits only: a pasted "123 456" or a stray letter is not part of the code.
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
              aria-describedby={codeFailed ? `${codeHintId} ${alertId}` : codeHintId}
              aria-invalid={codeFailed || undefined}
              className={`${fieldStyles} tracking-widest tabular-nums`}
            />
          </div>
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
            {status.kind === "signing-in" ? "Verifying…" : "Verify"}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={chooseAnotherAccount}
            className={`${buttonStyles.ghost} w-full`}
          >
            Use a different account
          </button>
        </form>
      )}
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
            id={alertId}
            role="alert"
            tabIndex={-1}
            className="rounded-xl border border-fuel-300 bg-fuel-50 px-4 py-3 text-fuel-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-fuel-600"
          >
            <p className="font-semibold">{LOGIN_FAILED_MESSAGE}</p>
            <p className="mt-1">{status.reason}</p>
          </div>
        )}
      </div>
    </div>
  );
}
