import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { dietLinks } from "~/config/nav";
import { toolCards } from "~/config/tools";
import { renderWithRouter } from "~/test/render";
import { SiteOffer } from "./site-offer";

const hrefsIn = (name: string) =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

test("links the timer, then every tool, and every diet guide, each with its purpose in a line", () => {
  renderWithRouter(<SiteOffer />);
  expect(hrefsIn("Free tools")).toEqual(["/tools/fasting-timer", ...toolCards.map((tool) => tool.link)]);
  expect(hrefsIn("Diet guides")).toEqual(dietLinks.map((link) => link.to));
  const calculator = screen.getByRole("link", { name: /^Keto Macro Calculator/ });
  expect(calculator).toHaveTextContent("Your daily calories and keto macros");
});
