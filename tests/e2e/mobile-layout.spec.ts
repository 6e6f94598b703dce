import type { Locator, Page } from "@playwright/test";
import { dietComparison } from "../../src/content/diets/comparison";
import { expect, revealWholePage, test, viewports, visit } from "./support/fixtures";
import { expectNoSidewaysScroll } from "./support/layout";

// A new visitor's pass on a phone (390 px unless a test says otherwise): nothing overlaps, nothing hides
// behind a sideways scroll. Boxes are measured in the real layout (all-routes.spec.ts only checks that the
// page as a whole does not scroll sideways).
test.use({ viewport: viewports.mobile });

/** The narrowest phone the site supports. Not in `viewports`: every route need not run at it. */
const narrow = { width: 320, height: 640 } as const;
const phones = [viewports.mobile, narrow];

type Box = { label: string } & Pick<DOMRect, "x" | "y" | "width" | "height">;

/** How far two boxes overlap, in px² (0 when they only touch or are apart). */
function overlapArea(a: Box, b: Box) {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Every pair of boxes that overlap by more than a sub-pixel rounding. */
function overlappingPairs(boxes: Box[]) {
  const pairs: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      if (overlapArea(a, b) > 1) pairs.push(`"${a.label}" overlaps "${b.label}"`);
    }
  });
  return pairs;
}

/** Fails when `locator` reaches outside the viewport's width (it would need a sideways scroll). */
async function expectWithinViewportWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "laid out").not.toBeNull();
  if (!box) return;
  const description = `${(await locator.textContent())?.trim() ?? ""}: x ${box.x}…${box.x + box.width} of ${width}`;
  expect(box.x, description).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, description).toBeLessThanOrEqual(width);
}

// What each card and row says is diet-compare-page.test.tsx.
test("the diet comparison: at 390 px one card per diet shows all its facts and its link, with no sideways scrolling; at 1280 px the table alone", async ({
  page,
}) => {
  await visit(page, "/diets/compare");
  const main = page.getByRole("main");
  // Only one rendering reaches assistive technology: the table is display: none here.
  await expect(main.getByRole("table")).toHaveCount(0);
  const cards = main.getByRole("article");
  await expect(cards).toHaveCount(dietComparison.length);
  for (const role of ["heading", "term", "definition", "listitem", "link"] as const) {
    const parts = cards.getByRole(role);
    expect(await parts.count(), role).toBeGreaterThanOrEqual(dietComparison.length);
    for (const part of await parts.all()) {
      await expect(part).toBeVisible();
      await expectWithinViewportWidth(page, part);
    }
  }
  await expectNoSidewaysScroll(page);

  await page.setViewportSize(viewports.desktop);
  await expect(main.getByRole("table")).toBeVisible();
  // In the page but hidden by display (not only visually), so screen readers get the table alone.
  await expect(main.locator("article")).toHaveCount(dietComparison.length);
  await expect(main.getByRole("article")).toHaveCount(0);
  const cardsShown = await main
    .locator("article")
    .evaluateAll((articles) => articles.filter((article) => article.checkVisibility()).length);
  expect(cardsShown).toBe(0);
});

for (const viewport of phones) {
  test(`the home page at ${viewport.width} px: no text overlaps another in the explainer's 16:8 card, nor leaves it; the ticker's pause button sits beside its text`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await visit(page, "/");
    await revealWholePage(page);
    const figure = page.locator("figure", { has: page.getByText("A 16:8 day, at a glance") });
    await figure.scrollIntoViewIfNeeded();
    const { boxes, content } = await figure.evaluate((element) => {
      const round = (rect: DOMRect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
      // Every run of text, measured as laid out (a Range's box is the text
      // itself, not the element around it)…
      const texts: { label: string; x: number; y: number; width: number; height: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const label = node.textContent?.trim() ?? "";
        if (!label) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        texts.push({ label, ...round(range.getBoundingClientRect()) });
      }
      // …and the bar itself: a decorative element with no text of its own.
      const bars = [...element.querySelectorAll<HTMLElement>("[aria-hidden='true']")]
        .filter((candidate) => candidate.textContent.trim() === "")
        .filter((candidate) => !candidate.parentElement?.closest("[aria-hidden='true']"))
        .map((bar, index) => ({ label: `bar ${index + 1}`, ...round(bar.getBoundingClientRect()) }));
      const inside = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        boxes: [...texts, ...bars],
        content: {
          left: inside.left + parseFloat(style.paddingLeft),
          right: inside.right - parseFloat(style.paddingRight),
        },
      };
    });
    // The labels under the bar are the ones that collided: make sure they were measured.
    expect(boxes.map((box) => box.label)).toEqual(
      expect.arrayContaining(["00:00", "12:00", "20:00", "24:00"]),
    );
    expect(boxes.filter((box) => box.label.startsWith("bar"))).not.toHaveLength(0);
    expect(overlappingPairs(boxes)).toEqual([]);
    const outside = boxes
      .filter((box) => box.x < content.left - 0.5 || box.x + box.width > content.right + 0.5)
      .map(
        (box) =>
          `"${box.label}" at x ${box.x}…${box.x + box.width}, card content ${content.left}…${content.right}`,
      );
    expect(outside).toEqual([]);

    // The ticker's pause button sits beside the scrolling text, never over it.
    const region = page.getByRole("region", { name: "What people say fasting helps with, scrolling list" });
    const toggle = page.getByRole("button", { name: "Pause the scrolling list" });
    await region.scrollIntoViewIfNeeded();
    await expect(toggle).toBeVisible();
    // The items move, so measure what clips them: the box text can show in.
    const strip = await region.evaluate((element) => {
      let clip = element.querySelector(".ticker-track")?.parentElement ?? null;
      while (clip && getComputedStyle(clip).overflowX === "visible") clip = clip.parentElement;
      const rect = (clip ?? element).getBoundingClientRect();
      return { label: "the ticker's text", x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    });
    const button = await toggle.boundingBox();
    if (!button) throw new Error("the pause button is not laid out");
    expect(overlappingPairs([strip, { label: "the pause button", ...button }])).toEqual([]);
    // Still a strip worth reading, and a button a thumb can hit (44 × 44 px), on screen.
    expect(strip.width).toBeGreaterThan(viewport.width / 2);
    expect(button.width).toBeGreaterThanOrEqual(44);
    expect(button.height).toBeGreaterThanOrEqual(44);
    await expectWithinViewportWidth(page, toggle);
  });
}

// One of the longest headers: a four-line title, an update date and a long excerpt.
test("an article's first paragraph starts on the first screen, after the takeaways, contents and health note folded to a line each; citation markers and back-links take a tap over at least 24 px square", async ({
  page,
}) => {
  await visit(page, "/articles/constipation-on-keto");
  for (const name of [/^Key takeaways \(\d\)$/, /^In this article/, /^Not medical advice/]) {
    await expect(page.locator("summary").filter({ hasText: name })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.locator(".article-body > p").first()).toBeInViewport();

  /** Whether a tap `dx`, `dy` px from the link's centre lands on the link. */
  const takesTapAt = (link: Locator, dx: number, dy: number) =>
    link.evaluate(
      (element, { x, y }) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2 + x, box.y + box.height / 2 + y);
        return hit !== null && (hit === element || element.contains(hit));
      },
      { x: dx, y: dy },
    );
  const marker = page.locator("article sup a").first();
  const backLink = page.locator("article .data-footnote-backref").first();
  for (const link of [marker, backLink]) {
    await link.scrollIntoViewIfNeeded();
    for (const [dx, dy] of [
      [-12, 0],
      [12, 0],
      [0, -12],
      [0, 12],
    ] as const) {
      expect(await takesTapAt(link, dx, dy), `${await link.innerText()} at ${dx}, ${dy}`).toBe(true);
    }
  }
});

test("each product pick's picture sits beside its text, so a screen shows more than one pick", async ({
  page,
}) => {
  await visit(page, "/products");
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    const picture = await card.locator("img").boundingBox();
    const heading = await card.getByRole("heading").boundingBox();
    expect(picture && heading && picture.x + picture.width < heading.x).toBe(true);
  }
});
