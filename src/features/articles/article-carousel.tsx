import { useEffect, useRef, useState } from "react";
import { PauseToggle } from "~/components/ui/pause-toggle";
import { Link } from "react-router";
import { vault } from "~/config/content";
import { paths } from "~/config/paths";
import { useAsync } from "~/hooks/use-async";
import type { ArticleSummary } from "~/lib/content-store/model";
import { useNearViewport } from "~/hooks/use-near-viewport";
import { useContentStore } from "~/lib/content-store/context";
import { prefersReducedMotion } from "~/lib/motion";
import { ArticleCard } from "./article-card";
import { sortNewestFirst } from "./filter";

const { count, stepPx, intervalMs, cardMinWidthPx } = vault.carousel;

/** How wide the rail's right edge fades out while more cards lie beyond it (3rem, `.rail-fade`). */
const FADE_PX = 48;

function isFullyShown(card: Element, rail: Element, fadePx: number): boolean {
  const cardBox = card.getBoundingClientRect();
  const railBox = rail.getBoundingClientRect();
  return cardBox.left >= railBox.left && cardBox.right <= railBox.right - fadePx;
}

function isAtEnd(rail: HTMLElement): boolean {
  return rail.scrollLeft + rail.clientWidth >= rail.scrollWidth - 1;
}

/**
 * Auto-scroll pauses while hovered or focused, can be paused by a button (WCAG 2.2.2), and never runs
 * under reduced motion. In Firebase mode the rail reads the database only as it nears the viewport
 * (below the fold on phones, so start-up does not pay for it); if that fails, the build's cards stay.
 */
export function ArticleCarousel({ prerendered }: { prerendered: readonly ArticleSummary[] }) {
  const store = useContentStore();
  const { ref: sectionRef, isNear } = useNearViewport();
  const read = useAsync(
    async () => {
      try {
        return sortNewestFirst(await store.latestArticles(count));
      } catch (error) {
        console.error("Error loading articles:", error);
        return prerendered;
      }
    },
    store.readsLive && isNear ? "carousel" : null,
  );
  const articles = read.status === "success" ? read.data : prerendered;
  const railRef = useRef<HTMLUListElement>(null);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isPausedByUser, setIsPausedByUser] = useState(false);
  const [isMotionReduced] = useState(prefersReducedMotion);
  // Until the last card is in view the right edge fades, so the card it cuts
  // reads as "more this way" rather than as text chopped off mid-word.
  const [isScrolledToEnd, setIsScrolledToEnd] = useState(false);
  const hasCards = articles.length > 0;
  const isAutoScrolling = hasCards && !isMotionReduced && !isPausedByUser && !isHovered && !isFocused;

  const scrollByStep = (direction: 1 | -1) => {
    railRef.current?.scrollBy({
      left: direction * stepPx,
      behavior: prefersReducedMotion() ? "instant" : "smooth",
    });
  };

  // Browsers leave a partly visible focused card mostly hidden by the rail's edge (WCAG 2.4.11). To the
  // start, as "nearest" would be undone by snapping; at once, as a smooth scroll could still be under
  // way, or be cut short by the page's own scroll, when the next key comes.
  const revealCard = (target: Element) => {
    const card = target.closest("li");
    const rail = railRef.current;
    if (!card || !rail || isFullyShown(card, rail, isScrolledToEnd ? 0 : FADE_PX)) return;
    card.scrollIntoView({ block: "nearest", inline: "start", behavior: "instant" });
  };

  useEffect(() => {
    if (!isAutoScrolling) return;
    const timer = setInterval(() => {
      const rail = railRef.current;
      if (!rail || document.hidden) return;
      if (isAtEnd(rail)) rail.scrollTo({ left: 0, behavior: "smooth" });
      else rail.scrollBy({ left: stepPx, behavior: "smooth" });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [isAutoScrolling]);

  const arrowStyles =
    "inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-900 shadow-sm hover:border-brand-500 hover:text-brand-800 disabled:opacity-40";

  return (
    <section
      ref={sectionRef}
      aria-labelledby="vault-carousel-title"
      className="bg-white py-16 render-on-approach [--render-estimate:51.75rem] sm:py-20 sm:[--render-estimate:51.5rem] md:[--render-estimate:48rem]"
    >
      <div className="mx-auto max-w-page px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="vault-carousel-title" className="text-display-sm tracking-wide">
            EXPLORE THE VAULT
          </h2>
          <div className="flex items-center gap-2">
            {/* Hidden by CSS under reduced motion (nothing moves, nothing to pause): the
                prerendered cards hydrate with the same markup whatever the preference. */}
            {hasCards && (
              <PauseToggle
                isPaused={isPausedByUser}
                onToggle={() => setIsPausedByUser((paused) => !paused)}
                what="auto-scroll"
              />
            )}
            <button
              type="button"
              onClick={() => scrollByStep(-1)}
              disabled={!hasCards}
              className={arrowStyles}
            >
              <span aria-hidden="true">←</span>
              <span className="sr-only">Scroll articles left</span>
            </button>
            <button
              type="button"
              onClick={() => scrollByStep(1)}
              disabled={!hasCards}
              className={arrowStyles}
            >
              <span aria-hidden="true">→</span>
              <span className="sr-only">Scroll articles right</span>
            </button>
          </div>
        </div>
        {/* Hover and focus inside the rail pause the auto-scroll; the wrapper
            only observes, the links and buttons inside are the controls. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div
          onMouseEnter={() => setIsHovered(true)}
          onMouseLeave={() => setIsHovered(false)}
          onFocus={(event) => {
            setIsFocused(true);
            revealCard(event.target);
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
          }}
        >
          {/* A scrolling box clips outside its cards: the padding (and scroll padding, for snapping) leaves
              room for the focus ring; the negative margin keeps the cards in line with the heading. */}
          <ul
            ref={railRef}
            aria-label="Latest articles"
            onScroll={(event) => setIsScrolledToEnd(isAtEnd(event.currentTarget))}
            className={`-mx-2 mt-6 flex min-h-56 snap-x scroll-px-2 gap-5 overflow-x-auto scroll-smooth px-2 pt-2 pb-4 motion-reduce:scroll-auto ${isScrolledToEnd ? "" : "rail-fade"}`}
          >
            {articles.map((article) => (
              <li
                key={article.id}
                className="shrink-0 snap-start"
                style={{ minWidth: cardMinWidthPx, width: cardMinWidthPx }}
              >
                <ArticleCard article={article} headingLevel={3} showTags={false} stacked />
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-6">
          <Link
            to={paths.articles}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            Browse All Articles →
          </Link>
        </p>
      </div>
    </section>
  );
}
