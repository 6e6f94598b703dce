import { useEffect, useState } from "react";
import { READING_LINE, findCurrentSection } from "~/lib/current-section";

/**
 * The id of the section being read, out of `ids` (section heading ids, in page
 * order), or undefined above the first one. It starts undefined, so the
 * prerendered page and its hydration mark nothing; once the page is live an
 * IntersectionObserver reports whenever a heading crosses the reading line.
 * Without IntersectionObserver nothing is ever marked.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [currentId, setCurrentId] = useState<string>();
  // The ids as one string, so a new array with the same ids keeps the observer.
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
    // Watch everything below the reading line (the bottom margin reaches far
    // past the end of any page): a heading that crosses the line leaves or
    // enters that area, however far one scroll or jump moves it.
    const observer = new IntersectionObserver(update, {
      rootMargin: `-${(READING_LINE * 100).toFixed(2)}% 0px 10000% 0px`,
    });
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [idList]);

  return currentId;
}
