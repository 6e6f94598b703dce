import type { Page } from "@playwright/test";

/** The phone header: its hamburger, named "Open menu" or "Close menu" by state, and the Main navigation it shows. */
export function mobileMenu(page: Page) {
  const header = page.getByRole("banner");
  return {
    header,
    toggle: header.getByRole("button", { name: /^(Open|Close) menu$/ }),
    menu: header.getByRole("navigation", { name: "Main" }),
  };
}
