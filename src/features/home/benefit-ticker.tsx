import { useState } from "react";
import { Link } from "react-router";
import { paths } from "~/config/paths";
import { home } from "~/content/home";
import { PauseToggle } from "~/components/ui/pause-toggle";

/**
 * The benefit ticker: the 13 items scroll endlessly, one loop in 200 s.
 * The track holds the list twice and moves by exactly one copy, so the loop
 * point is seamless; the copy is hidden from assistive technology, so the list
 * is announced once. Hover, focus or the pause button stop it (WCAG 2.2.2);
 * under reduced motion it does not move at all (styles in app.css). The
 * window that clips and fades the moving items sits inside the focusable
 * region, so its fade does not mask the region's focus ring. The region is
 * named with the visible heading's words, so a speech-input user who says
 * what they see reaches it (WCAG 2.5.3, label in name); "scrolling list"
 * tells it apart from the section the heading names.
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
    // The button sits beside the strip, not over it: the strip's box ends
    // where the button's begins, so no item can scroll underneath it. py-3
    // around the 44 px button keeps the band's height (py-5 around one line).
    // The items are what people say; a heading says so, and a link leads to how well each holds up.
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
