import { useEffect, useState } from "react";
import { READING_LINE, findCurrentSection } from "~/lib/current-section";

/** `ids` in page order. Starts undefined, so the prerendered page and its hydration mark nothing. */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [currentId, setCurrentId] = useState<string>();
  // A new array with the same ids keeps the observer.
  const idList = ids.join(" ");

  useEffect(() => {
    if (typeof IntersectionObserver !== "function") return;
    const headings = idList
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((heading) => heading !== null);
    const update = () => {
      const positions = headings.map((heading) => ({
        id: heading.id,
        top: heading.getBoundingClientRect().top,
      }));
      setCurrentId(findCurrentSection(positions, window.innerHeight * READING_LINE));
    };
    // Everything below the reading line, so a crossing is seen however far one scroll or jump moves it.
    const observer = new IntersectionObserver(update, {
      rootMargin: `-${(READING_LINE * 100).toFixed(2)}% 0px 10000% 0px`,
    });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [idList]);

  return currentId;
}
