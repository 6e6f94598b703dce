import { useCallback, useEffect, useRef, useState } from "react";
import { useInView } from "react-intersection-observer";
import { prefersReducedMotion } from "~/lib/motion";

/** Visibility share that counts as "seen" (spec: fade-in threshold 0.1). */
export const REVEAL_THRESHOLD = 0.1;

type RevealElement = "section" | "div" | "article";

interface RevealProps extends React.HTMLAttributes<HTMLElement> {
  as?: RevealElement;
}

/**
 * Fades its content in once, the first time 10% of it is visible.
 *
 * Content is never hidden by the server HTML: only after hydration, and only
 * when the element is still below the fold, is it "armed" (hidden) to fade in
 * later. So it stays readable without JavaScript, nothing already on screen
 * blinks, and under reduced motion it is simply shown.
 */
export function Reveal({ as: Tag = "section", className = "", children, ...rest }: RevealProps) {
  const [isArmed, setIsArmed] = useState(false);
  const elementRef = useRef<HTMLElement | null>(null);
  const { ref: inViewRef, inView } = useInView({ threshold: REVEAL_THRESHOLD, triggerOnce: true });

  const setRef = useCallback(
    (node: HTMLElement | null) => {
      elementRef.current = node;
      inViewRef(node);
    },
    [inViewRef],
  );

  useEffect(() => {
    const node = elementRef.current;
    if (!node || prefersReducedMotion()) return;
    if (node.getBoundingClientRect().top >= window.innerHeight) setIsArmed(true);
  }, []);

  const isHidden = isArmed && !inView;
  return (
    <Tag
      ref={setRef}
      data-reveal={isArmed ? (inView ? "shown" : "waiting") : undefined}
      className={`${isArmed ? "transition-[opacity,translate] duration-700 ease-out" : ""} ${
        isHidden ? "translate-y-6 opacity-0" : ""
      } ${className}`.trim()}
      {...rest}
    >
      {children}
    </Tag>
  );
}
