import { useState } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { home } from "~/content/home";
import { PauseToggle } from "~/components/ui/pause-toggle";

/**
 * The track holds the list twice and moves by one copy, so the loop is seamless; the copy is hidden from
 * assistive technology. Hover, focus or the pause button stop it (WCAG 2.2.2). The clipping window sits
 * inside the focusable region so its fade does not mask the focus ring; the region's name starts with the
 * visible heading's words for speech input (WCAG 2.5.3).
 */
export function BenefitTicker() {
  const [isPaused, setIsPaused] = useState(false);
  const { items, loopSeconds, heading, evidenceLink } = home.ticker;
  const renderItems = (isCopy: boolean) => (
    <ul aria-hidden={isCopy || undefined} className="ticker-list">
      {items.map((item) => (
        <li
          key={item}
          // Standing still (reduced motion), a long item wraps within the screen instead of being cut off.
          className="flex items-center gap-3 text-lg font-medium text-brand-50 motion-safe:shrink-0 motion-safe:whitespace-nowrap"
        >
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-fuel-400" />
          {item}
        </li>
      ))}
    </ul>
  );
  return (
    // Beside the strip, not over it, so no item scrolls underneath; py-3 around the 44 px button keeps the
    // band's height (py-5 around one line).
    <section aria-labelledby="ticker-title" className="dark-surface bg-brand-900">
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-6 px-4 pt-3 sm:px-6">
        <h2 id="ticker-title" className="font-sans text-base font-semibold text-white">
          {heading}
        </h2>
        <Link
          to={paths.article("10-benefits-of-fasting")}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-100 underline underline-offset-4 hover:text-white"
        >
          {evidenceLink} <span aria-hidden="true">&nbsp;→</span>
        </Link>
      </div>
      <div className="flex items-center gap-3 py-3 pr-3 motion-reduce:py-5 motion-reduce:pr-0">
        {/* Focusable so keyboard users can pause it by focusing, as hover does. */}
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a labeled region, focusable to pause it
          tabIndex={0}
          role="region"
          aria-label={`${heading}, scrolling list`}
          className="ticker min-w-0 flex-1"
          data-paused={isPaused || undefined}
        >
          <div className="ticker-window">
            <div className="ticker-track" style={{ animationDuration: `${loopSeconds}s` }}>
              {renderItems(false)}
              {renderItems(true)}
            </div>
          </div>
        </div>
        <PauseToggle
          isPaused={isPaused}
          onToggle={() => setIsPaused((paused) => !paused)}
          what="the scrolling list"
          tone="dark"
        />
      </div>
    </section>
  );
}
