import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { Header } from "./header";

const dietEntries = [
  ["Intermittent Fasting", "/diets/intermittent-fasting"],
  ["Ketogenic Diet", "/diets/ketogenic-diet"],
  ["Mediterranean Diet", "/diets/mediterranean-diet"],
  ["Paleo Diet", "/diets/paleo-diet"],
  ["Vegan Diet", "/diets/vegan-diet"],
  ["Compare Diets", "/diets/compare"],
] as const;

function renderHeader(path = "/") {
  renderWithRouter(<Header />, { path });
  const desktopNav = screen.getAllByRole("navigation", { name: "Main" }).find(
    (nav) => !nav.id, // the mobile panel has an id for its hamburger's aria-controls
  );
  if (!desktopNav) throw new Error("desktop navigation missing");
  const dietsButton = within(desktopNav).getByRole("button", { name: "Diets" });
  return { desktopNav, dietsButton };
}

const currentPath = () => screen.getByRole("status", { name: "current path" }).textContent;

describe("Header, desktop menu", () => {
  test("lists the spec's menu in order, with the logo linking home", () => {
    const { desktopNav } = renderHeader("/about");
    const labels = within(desktopNav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(["Home", "The Vault", "Tools", "Subscribe", "About"]);
    expect(within(desktopNav).getByRole("button", { name: "Diets" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Fast & Fuel\s*— home$/ })).toHaveAttribute("href", "/");
  });

  test("opens the Diets menu on hover and closes it when the pointer leaves", async () => {
    const user = userEvent.setup();
    const { dietsButton } = renderHeader();
    expect(dietsButton).toHaveAttribute("aria-expanded", "false");

    await user.hover(dietsButton);
    expect(dietsButton).toHaveAttribute("aria-expanded", "true");
    const menu = document.getElementById(dietsButton.getAttribute("aria-controls") ?? "");
    if (!menu) throw new Error("menu not found");
    expect(
      within(menu)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual(dietEntries);

    await user.unhover(dietsButton);
    expect(dietsButton).toHaveAttribute("aria-expanded", "false");
  });

  test("toggles the Diets menu by click (keyboard activation)", async () => {
    const user = userEvent.setup();
    const { dietsButton } = renderHeader();
    dietsButton.focus();
    await user.keyboard("{Enter}");
    expect(dietsButton).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Enter}");
    expect(dietsButton).toHaveAttribute("aria-expanded", "false");
  });

  test("keeps the menu open when the click follows a hover, and closes it on the next click", async () => {
    const user = userEvent.setup();
    const { dietsButton } = renderHeader();
    await user.click(dietsButton); // hover, then click
    expect(dietsButton).toHaveAttribute("aria-expanded", "true");
    await user.click(dietsButton);
    expect(dietsButton).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape and returns focus to the Diets button", async () => {
    const user = userEvent.setup();
    const { dietsButton } = renderHeader();
    dietsButton.focus();
    await user.keyboard("{ArrowDown}");
    expect(dietsButton).toHaveAttribute("aria-expanded", "true");
    await screen.findByRole("link", { name: "Intermittent Fasting" });
    await waitForFocus("Intermittent Fasting");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Ketogenic Diet" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(dietsButton).toHaveAttribute("aria-expanded", "false");
    expect(dietsButton).toHaveFocus();
  });

  test("closes after choosing a diet and navigates to it", async () => {
    const user = userEvent.setup();
    const { dietsButton } = renderHeader();
    await user.click(dietsButton);
    await user.click(screen.getByRole("link", { name: "Paleo Diet" }));
    expect(currentPath()).toBe("/diets/paleo-diet");
    expect(dietsButton).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when focus moves out of it", async () => {
    const user = userEvent.setup();
    const { dietsButton } = renderHeader();
    dietsButton.focus();
    await user.keyboard("{Enter}");
    for (const [name] of dietEntries) {
      await user.tab();
      expect(screen.getByRole("link", { name })).toHaveFocus();
    }
    await user.tab(); // out of the list
    expect(screen.getByRole("link", { name: "The Vault" })).toHaveFocus();
    expect(dietsButton).toHaveAttribute("aria-expanded", "false");
  });
});

async function waitForFocus(name: string) {
  const link = screen.getByRole("link", { name });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(link).toHaveFocus();
}

describe("Header, mobile menu", () => {
  function mobileToggle() {
    return screen.getByRole("button", { name: "Open menu" });
  }
  // Both navigations are labelled "Main" (only one is displayed at a time);
  // the mobile one is the panel the hamburger controls.
  function mobilePanel() {
    const id = screen.getByRole("button", { name: /(Open|Close) menu/ }).getAttribute("aria-controls");
    const panel = document.getElementById(id ?? "");
    if (!panel) throw new Error("mobile panel missing");
    return panel;
  }

  test("the hamburger toggles the menu and announces its state", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = mobileToggle();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("shows Articles (not The Vault) and expands Diets in place", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(mobileToggle());
    const panel = mobilePanel();
    expect(within(panel).getByRole("link", { name: "Articles" })).toHaveAttribute("href", "/articles");
    const diets = within(panel).getByRole("button", { name: "Diets" });
    expect(within(panel).queryByRole("link", { name: "Vegan Diet" })).toBeNull();
    await user.click(diets);
    expect(diets).toHaveAttribute("aria-expanded", "true");
    expect(within(panel).getByRole("link", { name: "Vegan Diet" })).toHaveAttribute(
      "href",
      "/diets/vegan-diet",
    );
  });

  test.each(["About", "Vegan Diet"])("choosing %s closes the menu", async (name) => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = mobileToggle();
    await user.click(toggle);
    const panel = mobilePanel();
    if (name === "Vegan Diet") await user.click(within(panel).getByRole("button", { name: "Diets" }));
    await user.click(within(panel).getByRole("link", { name }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(currentPath()).toBe(name === "About" ? "/about" : "/diets/vegan-diet");
  });

  test("choosing the page already shown still closes the menu", async () => {
    const user = userEvent.setup();
    renderHeader("/about");
    const toggle = mobileToggle();
    await user.click(toggle);
    await user.click(within(mobilePanel()).getByRole("link", { name: "About" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("closes when Tab moves focus past its last link", async () => {
    const user = userEvent.setup();
    renderWithRouter(
      <>
        <Header />
        <button type="button">Next on the page</button>
      </>,
    );
    const toggle = mobileToggle();
    await user.click(toggle);
    for (const name of ["Home", "Diets", "Articles", "Tools", "Subscribe", "About"]) {
      await user.tab();
      expect(within(mobilePanel()).getByRole(name === "Diets" ? "button" : "link", { name })).toHaveFocus();
    }
    await user.tab(); // out of the menu
    expect(screen.getByRole("button", { name: "Next on the page" })).toHaveFocus();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("stays open when focus goes nowhere, as on a tap on the panel's background", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = mobileToggle();
    await user.click(toggle);
    await user.click(within(mobilePanel()).getByRole("button", { name: "Diets" }));
    await user.click(mobilePanel());
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("Escape closes the menu and focuses the hamburger", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = mobileToggle();
    await user.click(toggle);
    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});
