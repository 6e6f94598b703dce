import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { dietLinks } from "~/config/nav";
import { renderWithRouter } from "~/test/render";
import { Header } from "./header";

function renderHeader(path = "/") {
  renderWithRouter(<Header />, { path });
  // The mobile panel has an id, for its hamburger's aria-controls.
  const desktopNav = screen.getAllByRole("navigation", { name: "Main" }).find((nav) => !nav.id);
  if (!desktopNav) throw new Error("desktop navigation missing");
  const dietsButton = within(desktopNav).getByText("Diets", { selector: "summary" });
  return { desktopNav, dietsButton };
}

/** Whether the Diets `<details>` of `summary` is open. */
const isOpen = (summary: HTMLElement) => summary.closest("details")?.open ?? false;

const currentPath = () => screen.getByRole("status", { name: "current path" }).textContent;

describe("Header, desktop menu", () => {
  test("the Diets menu opens on hover and closes when the pointer leaves; a click after the hover keeps it open, the next closes it; choosing a diet closes it and goes there", async () => {
    const user = userEvent.setup();
    const { desktopNav, dietsButton } = renderHeader();
    expect(isOpen(dietsButton)).toBe(false);

    await user.hover(dietsButton);
    expect(isOpen(dietsButton)).toBe(true);

    await user.unhover(dietsButton);
    expect(isOpen(dietsButton)).toBe(false);

    await user.click(dietsButton); // hover, then click
    expect(isOpen(dietsButton)).toBe(true);
    await user.click(dietsButton);
    expect(isOpen(dietsButton)).toBe(false);
    await user.click(dietsButton);
    await user.click(within(desktopNav).getByRole("link", { name: "Paleo diet" }));
    expect(currentPath()).toBe("/diets/paleo-diet");
    expect(isOpen(dietsButton)).toBe(false);
  });

  test("arrows move through it, Escape closes it and returns focus to the Diets button, and it closes when focus moves out", async () => {
    const user = userEvent.setup();
    const { desktopNav, dietsButton } = renderHeader();
    dietsButton.focus();
    await user.keyboard("{ArrowDown}");
    expect(isOpen(dietsButton)).toBe(true);
    expect(within(desktopNav).getByRole("link", { name: "Intermittent fasting" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(within(desktopNav).getByRole("link", { name: "Ketogenic diet" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(isOpen(dietsButton)).toBe(false);
    expect(dietsButton).toHaveFocus();

    await user.keyboard("{ArrowDown}"); // opens it on the first entry
    await user.tab({ shift: true });
    expect(dietsButton).toHaveFocus();
    for (const { label: name } of dietLinks) {
      await user.tab();
      expect(within(desktopNav).getByRole("link", { name })).toHaveFocus();
    }
    await user.tab(); // out of the list
    expect(within(desktopNav).getByRole("link", { name: "The Vault" })).toHaveFocus();
    expect(isOpen(dietsButton)).toBe(false);
  });

  test("arrows move from the entry in focus as soon as the menu shows, before its toggle event", async () => {
    const user = userEvent.setup();
    const { desktopNav, dietsButton } = renderHeader();
    // Opened natively (Enter on the summary); the toggle event that tells React comes a task later,
    // here not at all.
    const holdToggle = (event: Event) => event.stopImmediatePropagation();
    window.addEventListener("toggle", holdToggle, { capture: true });
    try {
      const details = dietsButton.closest("details");
      if (!details) throw new Error("no <details>");
      details.open = true;
      within(desktopNav).getByRole("link", { name: "Ketogenic diet" }).focus();
      await user.keyboard("{ArrowDown}");
      expect(within(desktopNav).getByRole("link", { name: "Mediterranean diet" })).toHaveFocus();
    } finally {
      window.removeEventListener("toggle", holdToggle, { capture: true });
    }
  });
});

// The mobile menu is a popover, which jsdom does not implement: its
// behaviour is tested in a real browser (tests/e2e/shell.spec.ts,
// keyboard.spec.ts); here, its markup.
describe("Header, mobile menu", () => {
  test("the logo links home; the hamburger is the popover button of a Main navigation panel that marks the current page, Diets a disclosure in it", () => {
    renderHeader("/about");
    // The logo's name says where it goes.
    expect(screen.getByRole("link", { name: /^Fast & Fuel\s*— home$/ })).toHaveAttribute("href", "/");
    // (jsdom applies no CSS: both of the name's states are in the text.)
    const toggle = screen.getByRole("button", { name: /^Open menu/ });
    const panel = document.getElementById(toggle.getAttribute("popovertarget") ?? "");
    if (!panel) throw new Error("mobile panel missing");
    expect(panel).toHaveAttribute("aria-label", "Main");
    expect(toggle).toHaveAttribute("aria-controls", panel.id);
    expect(within(panel).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    const diets = within(panel).getByText("Diets", { selector: "summary" });
    expect(isOpen(diets)).toBe(false);
  });
});
