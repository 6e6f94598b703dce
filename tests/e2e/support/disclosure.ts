import { expect, type Locator } from "@playwright/test";

// The header's Diets menus are `<details>` elements: their `<summary>` is the control (announced as a button
// by browsers, but without an ARIA role Playwright knows), and the element's `open` attribute is its state.

/** The "Diets" summary inside `scope` (the visible Main navigation). */
export function dietsSummary(scope: Locator): Locator {
  return scope.locator("summary", { hasText: "Diets" });
}

export async function expectExpanded(summary: Locator, expanded: boolean) {
  const details = summary.locator("xpath=..");
  if (expanded) await expect(details).toHaveAttribute("open", "");
  else await expect(details).not.toHaveAttribute("open");
}
