import { Suspense, lazy } from "react";
import { Link } from "react-router";
import { footerLinks } from "~/config/nav";
import { paths } from "~/config/paths";
import { site } from "~/config/site";
import { buttonStyles } from "~/components/ui/button-link";
import { InstagramIcon, YouTubeIcon } from "~/components/ui/icons";
import { LogoMark } from "~/components/ui/logo-mark";
import { env } from "~/lib/env";

// Its prerendered HTML stands in until the code loads; the theme itself is set by a head script.
const ThemeSetting = lazy(() =>
  import("./theme-setting").then((module) => ({ default: module.ThemeSetting })),
);

const socialIcons = { instagram: InstagramIcon, youtube: YouTubeIcon };

const socialIconStyles = "inline-flex size-11 items-center justify-center rounded-full";

const headingStyles = "font-display text-sm font-semibold tracking-wider text-brand-200 uppercase";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="dark-surface mt-auto bg-brand-950 text-brand-50 footer-estimate render-on-approach print:hidden">
      <div className="mx-auto grid max-w-page gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div>
          <p className="flex items-center gap-2.5 font-display text-xl font-bold text-white">
            <LogoMark size={36} />
            {site.name}
          </p>
          <p className="mt-4 max-w-xs text-brand-100">{site.tagline}</p>
        </div>

        <nav aria-labelledby="footer-navigate">
          <h2 id="footer-navigate" className={headingStyles}>
            Navigate
          </h2>
          <ul className="mt-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-brand-50 underline-offset-4 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingStyles}>Connect</h2>
          <ul className="mt-4 flex gap-3">
            {site.social.map(({ id, network }) => {
              const Icon = socialIcons[id];
              const href = env.social[id];
              return (
                <li key={id}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${socialIconStyles} bg-brand-900 text-brand-50 transition-colors hover:bg-brand-700 hover:text-white motion-reduce:transition-none`}
                    >
                      <Icon className="size-5" />
                      <span className="sr-only">
                        {site.name} on {network} (opens in a new tab)
                      </span>
                    </a>
                  ) : (
                    // No address set: the icon stays but links to nobody's unconfirmed handle.
                    <span
                      aria-hidden="true"
                      className={`${socialIconStyles} border border-brand-800 text-brand-200`}
                    >
                      <Icon className="size-5" />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>

        <div>
          <h2 className={headingStyles}>Stay in the loop</h2>
          <p className="mt-4 text-brand-100">{site.newsletterPitch}</p>
          <Link to={paths.subscribe} className={`${buttonStyles.secondary} mt-5`}>
            Join Newsletter
          </Link>
        </div>
      </div>
      <div className="border-t border-brand-900">
        <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-sm sm:px-6">
          <p className="py-2 text-brand-200">
            © <span suppressHydrationWarning>{year}</span> {site.name}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <Suspense fallback={<div className="h-11 w-68" />}>
              <ThemeSetting />
            </Suspense>
            <Link
              to={paths.privacy}
              className="inline-flex min-h-11 items-center text-brand-100 underline underline-offset-4 hover:text-white"
            >
              Privacy
            </Link>
            <Link
              to={paths.editorialStandards}
              className="inline-flex min-h-11 items-center text-brand-100 underline underline-offset-4 hover:text-white"
            >
              Editorial standards
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
