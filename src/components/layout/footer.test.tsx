import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { env } from "~/lib/env";
import { renderWithRouter } from "~/test/render";
import { Footer } from "./footer";

describe("Footer", () => {
  test("shows the tagline and the Navigate links", () => {
    renderWithRouter(<Footer />);
    expect(screen.getByText("Intermittent fasting & smarter nutrition for a leaner you")).toBeInTheDocument();
    const navigate = screen.getByRole("navigation", { name: "Navigate" });
    expect(
      within(navigate)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["Articles", "/articles"],
      ["Products", "/products"],
      ["About", "/about"],
    ]);
  });

  test("links to the privacy notice and the Editorial standards page next to the copyright line", () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("link", { name: "Editorial standards" })).toHaveAttribute(
      "href",
      "/editorial-standards",
    );
  });

  describe("the two social networks", () => {
    const unset = { ...env.social };
    afterEach(() => {
      Object.assign(env.social, unset);
    });
    const instagram = ["Fast & Fuel on Instagram (opens in a new tab)", "https://www.instagram.com/example"];
    const youtube = ["Fast & Fuel on YouTube (opens in a new tab)", "https://www.youtube.com/@example"];

    test.each([
      ["both", { instagram: instagram[1], youtube: youtube[1] }, [instagram, youtube]],
      ["one", { instagram: null, youtube: youtube[1] }, [youtube]],
      ["no", { instagram: null, youtube: null }, []],
    ])(
      "with %s profile addresses set, link those safely in a new tab, and keep both icons",
      (_, social, links) => {
        Object.assign(env.social, social);
        renderWithRouter(<Footer />);
        const shown = screen.queryAllByRole("link", { name: /opens in a new tab/ });
        expect(shown.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(links);
        for (const link of shown) {
          expect(link).toHaveAttribute("target", "_blank");
          expect(link).toHaveAttribute("rel", "noopener noreferrer");
        }
        const connect = screen.getByRole("heading", { name: "Connect" }).parentElement;
        expect(connect?.querySelectorAll("svg")).toHaveLength(2);
        // Nothing for visitors to read about a missing one: the developer page tells the owner.
        expect(screen.queryByText(/not linked/)).toBeNull();
      },
    );
  });

  test("'Join Newsletter' goes to /subscribe under 'Stay in the loop'", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Footer />);
    expect(screen.getByRole("heading", { name: "Stay in the loop" })).toBeInTheDocument();
    expect(
      screen.getByText("No spam — just quick tips and product picks, once in a while."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Join Newsletter" }));
    expect(screen.getByRole("status", { name: "current path" })).toHaveTextContent("/subscribe");
  });

  test("carries a copyright line with the current year", () => {
    renderWithRouter(<Footer />);
    const year = new Date().getFullYear();
    const line = screen.getByText(
      (_, element) => element?.tagName === "P" && element.textContent.startsWith("©"),
    );
    expect(line).toHaveTextContent(`© ${year} Fast & Fuel. All rights reserved.`);
  });
});
