/** jsdom has no `matchMedia`; tests choose what `prefers-reduced-motion` says. */
export function setReducedMotion(isReduced: boolean) {
  const matchMedia = (query: string) => ({
    matches: isReduced && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
  window.matchMedia = matchMedia;
}
