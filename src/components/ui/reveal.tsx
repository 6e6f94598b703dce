import { useCallback, useEffect, useState } from "react";
import { observe } from "react-intersection-observer";
import { prefersReducedMotion } from "~/lib/motion";

/** Visibility share that counts as "seen": a section fades in once a tenth of it is on screen. */
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
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [inView, setInView] = useState(false);

  // Seen once is enough: the observer stops at the first sighting.
  useEffect(() => {
    if (!node || inView) return;
    return observe(
      node,
      (isInView) => {
        if (isInView) setInView(true);
      },
      { threshold: REVEAL_THRESHOLD },
    );
  }, [node, inView]);

  // Armed when the element is attached: only what starts below the fold fades in.
  const attach = useCallback((element: HTMLElement | null) => {
    setNode(element);
    if (!element || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top >= window.innerHeight) setIsArmed(true);
  }, []);

  const isHidden = isArmed && !inView;
  return (
    <Tag
      ref={attach}
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
