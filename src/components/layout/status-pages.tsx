import { Link, isRouteErrorResponse } from "react-router";
import { paths } from "~/config/paths";
import { buttonStyles, ButtonLink } from "~/components/ui/button-link";

const helpfulLinks = [
  { to: paths.articles, label: "The Vault", text: "Well-sourced articles on fasting and nutrition" },
  { to: paths.diets.intermittentFasting, label: "Diet guides", text: "Intermittent fasting, keto and more" },
  { to: paths.tools, label: "Free tools", text: "Schedules, macros, quizzes and lists" },
  { to: paths.about, label: "About", text: "Who we are and why we do this" },
] as const;

export function StatusShell({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <p className="font-display text-sm font-semibold tracking-widest text-fuel-700 uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-display-sm sm:text-display-md">{title}</h1>
      {children}
    </section>
  );
}

export function HelpfulLinks({ className = "" }: { className?: string }) {
  return (
    <ul className={`grid gap-4 text-left sm:grid-cols-2 ${className}`.trim()}>
      {helpfulLinks.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="block h-full rounded-2xl border border-ink-100 bg-white p-5 shadow-card transition-colors hover:border-brand-400 motion-reduce:transition-none"
          >
            <span className="font-display text-lg font-semibold text-brand-800">{link.label}</span>
            <span className="mt-1 block text-ink-700">{link.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function NotFoundPage() {
  return (
    <StatusShell eyebrow="Error 404" title="We couldn’t find that page">
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">
        The link may be old or mistyped. Here are good places to pick up from:
      </p>
      <HelpfulLinks className="mt-10" />
      <ButtonLink to={paths.home} className="mt-10">
        Back to the home page
      </ButtonLink>
    </StatusShell>
  );
}

export function ErrorPage({ error }: { error: unknown }) {
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;
  return (
    <StatusShell eyebrow="Something went wrong" title="This page hit a snag">
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-700">
        An unexpected error stopped this page from loading. Reloading usually fixes it; if it keeps happening,
        the home page is a safe place to start again.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link to={paths.home} className={buttonStyles.ghost}>
          Go to the home page
        </Link>
      </div>
      {detail && (
        <pre className="dark-surface mt-10 overflow-x-auto rounded-xl bg-ink-950 p-4 text-left text-sm text-ink-50">
          {detail}
        </pre>
      )}
    </StatusShell>
  );
}

/** The default export, for the root route's `lazy()`. */
export default function RouteErrorPage({ error }: { error: unknown }) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />;
}
