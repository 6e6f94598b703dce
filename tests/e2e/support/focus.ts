import type { Page } from "@playwright/test";

/** Describes `document.activeElement` after a Tab: its focus indicator (a non-transparent outline of some
 * width, or a spread box-shadow "ring") and whether a reader can see it — inside the viewport, not under the
 * sticky header (WCAG 2.4.11), not faded out, with the ring not clipped away by a scrolling ancestor, and
 * with a ring of 3:1 contrast against what surrounds it (WCAG 1.4.11, non-text contrast). Returns null when
 * focus has left the page. */
export function snapshotFocus(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return null;

    const describe = (node: Element) => {
      const text = node.textContent.trim().replace(/\s+/g, " ").slice(0, 40);
      const id = node.id ? `#${node.id}` : "";
      return `<${node.tagName.toLowerCase()}${id}> "${text}"`;
    };
    const isTransparent = (color: string) =>
      color === "transparent" || /rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);

    // The ring may sit on the element itself or, for cards whose whole area
    // is the link (`has-[a:focus-visible]:outline`), on a close ancestor.
    let ring: { node: HTMLElement; spread: number; offset: number; color: string; label: string } | null =
      null;
    let node: HTMLElement | null = active;
    for (let depth = 0; node && depth < 4 && !ring; depth += 1, node = node.parentElement) {
      const style = getComputedStyle(node);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== "none" && width > 0 && !isTransparent(style.outlineColor)) {
        const offset = parseFloat(style.outlineOffset) || 0;
        ring = {
          node,
          spread: width + Math.max(offset, 0),
          offset,
          color: style.outlineColor,
          label: `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
        };
      } else if (node === active && /(^|,\s*)\S+ 0px 0px 0px [1-9]/.test(style.boxShadow)) {
        const color = /^(rgba?\([^)]*\)|\S+)/.exec(style.boxShadow)?.[0] ?? "";
        ring = { node, spread: 0, offset: 0, color, label: `box-shadow ${style.boxShadow}` };
      }
    }

    const problems: string[] = [];
    if (!ring) problems.push("no focus indicator");

    const rect = active.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) problems.push(`too small to see (${rect.width}×${rect.height})`);
    const tolerance = 1;
    const fitsViewport =
      rect.left >= -tolerance &&
      rect.top >= -tolerance &&
      rect.right <= window.innerWidth + tolerance &&
      rect.bottom <= window.innerHeight + tolerance;
    const tallerThanViewport = rect.height > window.innerHeight || rect.width > window.innerWidth;
    const intersects =
      rect.right > 0 && rect.bottom > 0 && rect.left < window.innerWidth && rect.top < window.innerHeight;
    if (!(fitsViewport || (tallerThanViewport && intersects))) {
      problems.push(
        `outside the viewport (${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)})`,
      );
    }

    let opacity = 1;
    for (let up: HTMLElement | null = active; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      opacity *= parseFloat(style.opacity);
      if (style.visibility !== "visible" && up === active) problems.push(`visibility: ${style.visibility}`);
    }
    if (opacity < 0.9) problems.push(`faded (opacity ${opacity.toFixed(2)})`);

    // Not hidden behind something else (the sticky header): some point of it
    // is the element itself or one of its descendants.
    if (intersects) {
      const left = Math.max(rect.left, 0);
      const right = Math.min(rect.right, window.innerWidth);
      const top = Math.max(rect.top, 0);
      const bottom = Math.min(rect.bottom, window.innerHeight);
      const points = [
        [(left + right) / 2, (top + bottom) / 2],
        [left + 2, top + 2],
        [right - 2, top + 2],
        [left + 2, bottom - 2],
        [right - 2, bottom - 2],
      ] as const;
      const isShown = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (active.contains(hit) || (ring?.node.contains(hit) ?? false));
      });
      if (!isShown) {
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        problems.push(`covered by ${hit ? describe(hit) : "nothing"}`);
      }
    }

    // The ring is drawn outside the box: a clipping ancestor (overflow other
    // than visible) must leave room for it, or it is cut off.
    if (ring && ring.spread > 0) {
      const box = ring.node.getBoundingClientRect();
      const outer = {
        left: box.left - ring.spread,
        top: box.top - ring.spread,
        right: box.right + ring.spread,
        bottom: box.bottom + ring.spread,
      };
      for (let up = ring.node.parentElement; up && up !== document.documentElement; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = up.getBoundingClientRect();
        const [left, top] = [clip.left + up.clientLeft, clip.top + up.clientTop];
        const cut =
          outer.left < left - tolerance ||
          outer.top < top - tolerance ||
          outer.right > left + up.clientWidth + tolerance ||
          outer.bottom > top + up.clientHeight + tolerance;
        if (cut) {
          problems.push(
            `focus ring clipped by ${describe(up)} (overflow ${style.overflowX}/${style.overflowY})`,
          );
          break;
        }
      }
    }

    // Contrast of the ring against the nearest opaque background it is drawn
    // on: the parent's for an outline outside the box, else the element's own.
    if (ring) {
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
      const toRgba = (color: string) => {
        if (!canvas) return [0, 0, 0, 0] as const;
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
        return [r, g, b, a] as const;
      };
      const luminance = ([r, g, b]: readonly number[]) => {
        const channel = (value = 0) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      // A gradient counts with every colour stop (the worst one decides).
      let backgrounds: (readonly number[])[] = [[255, 255, 255, 255]];
      for (
        let up: HTMLElement | null = ring.offset >= 0 ? ring.node.parentElement : ring.node;
        up;
        up = up.parentElement
      ) {
        const style = getComputedStyle(up);
        const stops = style.backgroundImage.match(/(rgba?|oklch|oklab|lab|lch|color)\([^)]*\)/g);
        if (stops) {
          backgrounds = stops.map(toRgba);
          break;
        }
        const rgba = toRgba(style.backgroundColor);
        if (rgba[3] === 255) {
          backgrounds = [rgba];
          break;
        }
      }
      const ringLuminance = luminance(toRgba(ring.color));
      const contrast = Math.min(
        ...backgrounds.map((background) => {
          const [lighter, darker] = [ringLuminance, luminance(background)].sort((a, b) => b - a);
          return Math.round((((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)) * 100) / 100;
        }),
      );
      if (contrast < 3) problems.push(`focus ring contrast ${contrast}:1 (${ring.label})`);
    }

    // A short selector-like description, and why the ring or the element cannot be seen, each named by it.
    const element = describe(active);
    return { element, problems: problems.map((problem) => `${element}: ${problem}`) };
  });
}
