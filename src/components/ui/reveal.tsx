import { useCallback, useEffect, useState } from "react";
import { observe } from "react-intersection-observer";
import { prefersReducedMotion } from "~/lib/motion";

export const REVEAL_THRESHOLD = 0.1;

type RevealElement = "section" | "div" | "article";

interface RevealProps extends React.HTMLAttributes<HTMLElement> {
  as?: RevealElement;
}

/** Hidden only after hydration and only below the fold, so it stays readable without JavaScript and nothing
 * on screen blinks (decision 002). */
export function Reveal({ as: Tag = "section", className = "", children, ...rest }: RevealProps) {
  const [isArmed, setIsArmed] = useState(false);
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [inView, setInView] = useState(false);

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
