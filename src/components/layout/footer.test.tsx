import { screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { env } from "~/lib/env";
import { renderWithRouter } from "~/test/render";
import { Footer } from "./footer";

const linksIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

const unset = { ...env.social };
afterEach(() => Object.assign(env.social, unset));
const instagram = ["Fast & Fuel on Instagram (opens in a new tab)", "https://www.instagram.com/example"];
const youtube = ["Fast & Fuel on YouTube (opens in a new tab)", "https://www.youtube.com/@example"];

test.each([
  ["both", { instagram: instagram[1], youtube: youtube[1] }, [instagram, youtube]],
  ["one", { instagram: null, youtube: youtube[1] }, [youtube]],
  ["no", { instagram: null, youtube: null }, []],
])(
  "the footer, with %s social profile addresses set, links those safely in a new tab and keeps both icons; dates the copyright line with this year",
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
    const copyright = screen.getByText(
      (_, element) => element?.tagName === "P" && element.textContent.startsWith("©"),
    );
    expect(copyright).toHaveTextContent(`© ${new Date().getFullYear()} Fast & Fuel. All rights reserved.`);
  },
);
