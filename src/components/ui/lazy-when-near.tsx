import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { observe } from "react-intersection-observer";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { NEAR_VIEWPORT_MARGIN } from "~/hooks/use-near-viewport";

/**
 * A lazily loaded section whose code loads, and whose prerendered HTML
 * hydrates, only when it comes near the viewport. Until then React leaves the
 * server HTML of its Suspense boundary in place (readable, just not yet
 * interactive), so the work of hydrating it stays out of the page's start-up.
 *
 * - While prerendering, the section renders at once (it is in the HTML).
 * - Mounted after hydration (a client-side navigation), there is no HTML to
 *   keep, so it loads at once as well; `fallback` holds its place meanwhile.
 * - Near means within `NEAR_VIEWPORT_MARGIN`; without IntersectionObserver
 *   it loads at once.
 * - Sections that read a context which changes after hydration are not a fit:
 *   the change would reach the boundary before its code.
 *
 * Call it at module level: each call makes one lazy component.
 */
export function lazyWhenNear<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { fallback = null }: { fallback?: React.ReactNode } = {},
): ComponentType<Props> {
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  if (typeof document === "undefined") openGate();
  const Section = lazy(async () => {
    await gate;
    return { default: await load() };
  });

  // Memoised: a dehydrated boundary that gets new props before its code has
  // arrived is thrown away and rendered on the client (its fallback shows),
  // so re-renders of the wrapper must not reach it.
  const Boundary = memo(function Boundary(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Section {...props} />
      </Suspense>
    );
  });

  function NearSection(props: Props) {
    // Captured at mount: false when this render hydrates server HTML.
    const isHydrated = useIsHydrated();
    const [isHydratedAtMount] = useState(isHydrated);
    if (isHydratedAtMount) openGate();
    const ref = useRef<HTMLDivElement>(null);

    // No state: seeing the section changes nothing here, it only opens the
    // gate, and opening it again does nothing.
    useEffect(() => {
      const element = ref.current;
      if (isHydratedAtMount || !element) return;
      return observe(
        element,
        (inView) => {
          if (inView) openGate();
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
        true,
      );
    }, [isHydratedAtMount]);

    return (
      <div ref={ref}>
        <Boundary {...props} />
      </div>
    );
  }
  NearSection.displayName = "LazyWhenNear";
  return NearSection;
}
