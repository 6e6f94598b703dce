import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { env } from "~/lib/env";
import { renderWithRouter } from "~/test/render";
import { Footer } from "./footer";

const linksIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Footer", () => {
  test("shows the tagline, the Navigate links, privacy and editorial standards by the copyright line of this year, and 'Join Newsletter' to /subscribe", async () => {
    const user = userEvent.setup();
    renderWithRouter(<Footer />);
    expect(screen.getByText("Intermittent fasting & smarter nutrition for a leaner you")).toBeInTheDocument();
    expect(linksIn(screen.getByRole("navigation", { name: "Navigate" }))).toEqual([
      ["Home", "/"],
      ["Articles", "/articles"],
      ["Products", "/products"],
      ["About", "/about"],
    ]);
    const copyright = screen.getByText(
      (_, element) => element?.tagName === "P" && element.textContent.startsWith("©"),
    );
    expect(copyright).toHaveTextContent(`© ${new Date().getFullYear()} Fast & Fuel. All rights reserved.`);
    expect(screen.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("link", { name: "Editorial standards" })).toHaveAttribute(
      "href",
      "/editorial-standards",
    );
    expect(screen.getByRole("heading", { name: "Stay in the loop" })).toBeInTheDocument();
    expect(
      screen.getByText("No spam — just quick tips and product picks, once in a while."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Join Newsletter" }));
    expect(screen.getByRole("status", { name: "current path" })).toHaveTextContent("/subscribe");
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
        const connect = screen.getByRole("heading", { name: "Connect" }).parentElement;
        if (!connect) throw new Error("no Connect column");
        expect(linksIn(connect)).toEqual(links);
        for (const link of within(connect).queryAllByRole("link")) {
          expect(link).toHaveAttribute("target", "_blank");
          expect(link).toHaveAttribute("rel", "noopener noreferrer");
        }
        expect(connect.querySelectorAll("svg")).toHaveLength(2);
        // Nothing for visitors to read about a missing one: the developer page tells the owner.
        expect(screen.queryByText(/not linked/)).toBeNull();
      },
    );
  });
});
