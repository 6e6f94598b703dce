import { Suspense, lazy, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { SkipLink } from "~/components/layout/skip-link";
import { HydrationProvider } from "~/hooks/use-is-hydrated";
import { useScrollToTop } from "~/hooks/use-scroll-to-top";
import { startScrollReveal } from "~/lib/scroll-reveal";
import { holdEarlySubmitScript } from "~/lib/before-hydration";
import { whenIdle } from "~/lib/idle";
import { applyThemeScript, themeColors } from "~/lib/theme-script";
import { pageMeta } from "~/lib/seo";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { HealthNoteContext } from "~/components/ui/health-note-context";
import { healthNote } from "~/content/health-note";
import { ContentStoreProvider } from "~/lib/content-store/context";
import { createContentStore } from "~/lib/content-store/create-store";
import { contentStoreContext } from "~/lib/content-store/route-context";
import "./styles/app.css";
import displayFontUrl from "@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url";
import bodyFontUrl from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  { rel: "alternate", type: "application/atom+xml", title: `The Vault — ${site.name}`, href: paths.feed },
  // Both faces are there for the first paint, so prerendered text does not re-wrap (and shift the page).
  { rel: "preload", href: displayFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: bodyFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export const meta: Route.MetaFunction = ({ error }) => {
  // The SPA fallback is prerendered with `error: null`: it gets the brand title.
  if (error == null) return pageMeta({ description: site.description });
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({
    title: isNotFound ? "Page not found" : "Something went wrong",
    description: site.description,
  });
};

// The head's inline scripts run once, from the prerendered HTML, before any module; hydration keeps
// them, so the page's own code does not carry their text a second time.
const headScripts = import.meta.env.SSR
  ? { theme: applyThemeScript, holdSubmit: holdEarlySubmitScript }
  : { theme: "", holdSubmit: "" };

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The theme script below sets <html data-theme> (and adds a toolbar colour
    // of its own) before React hydrates: that difference is expected.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={themeColors.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={themeColors.dark} />
        <script dangerouslySetInnerHTML={{ __html: headScripts.theme }} suppressHydrationWarning />
        <Meta />
        <Links />
        <script dangerouslySetInnerHTML={{ __html: headScripts.holdSubmit }} suppressHydrationWarning />
      </head>
      <body className="flex min-h-dvh flex-col">
        <HydrationProvider>
          <SkipLink />
          <Header />
          <main id="main" tabIndex={-1} className="flex-1">
            {children}
          </main>
          <Footer />
        </HydrationProvider>
        <Scripts />
      </body>
    </html>
  );
}

// One store per page load: its adapter (and Firebase) loads on first use.
const store = createContentStore();

/** The health note reaches every page as build-time page data, so its text is in no page's JavaScript. */
export function loader() {
  return { healthNote };
}

/** The note is the build's and never changes while the site is open: navigations don't ask again. */
export function shouldRevalidate() {
  return false;
}

/** Route `clientLoader`s read the same store as components. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ context }) => {
    context.set(contentStoreContext, store);
  },
];

export default function App({ loaderData }: Route.ComponentProps) {
  useScrollToTop();
  useEffect(() => {
    void startScrollReveal();
    // From now on React handles forms: the head script sends a submission it
    // held (src/lib/before-hydration.ts). End-to-end tests wait for it too.
    document.documentElement.dataset.hydrated = "true";
    // Offline copy and update prompt (decision 013); never on the dev server,
    // whose files change under a worker's cache.
    if (import.meta.env.PROD) {
      whenIdle(() => void import("~/features/offline/start-service-worker"));
    }
  }, []);
  return (
    <ContentStoreProvider store={store}>
      <HealthNoteContext value={loaderData.healthNote}>
        <Outlet />
      </HealthNoteContext>
    </ContentStoreProvider>
  );
}

/** Shown while a non-prerendered URL (SPA fallback) loads its route. */
export function HydrateFallback() {
  return (
    <div className="mx-auto flex min-h-screen max-w-page items-start justify-center px-4 py-32" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="ml-3 text-ink-700">Loading…</span>
    </div>
  );
}

// Error screens are rare (unknown URLs have their own route), so they stay out of every page's first load.
const RouteErrorPage = lazy(() => import("~/components/layout/status-pages"));

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={<HydrateFallback />}>
      <RouteErrorPage error={error} />
    </Suspense>
  );
}
