import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { observe } from "react-intersection-observer";
import { useIsHydrated } from "~/hooks/use-is-hydrated";
import { NEAR_VIEWPORT_MARGIN } from "~/hooks/use-near-viewport";

/** Code loads and prerendered HTML hydrates only near the viewport (decision 007). Not for sections reading
 * a context that changes after hydration: the change would reach the boundary before its code.
 * Call it at module level: each call makes one lazy component. */
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

  // A dehydrated boundary given new props before its code arrives is re-rendered on the client (its
  // fallback shows), so the wrapper's re-renders must not reach it.
  const Boundary = memo(function Boundary(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Section {...props} />
      </Suspense>
    );
  });

  function NearSection(props: Props) {
    const isHydrated = useIsHydrated();
    const [isHydratedAtMount] = useState(isHydrated);
    if (isHydratedAtMount) openGate();
    const ref = useRef<HTMLDivElement>(null);

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
