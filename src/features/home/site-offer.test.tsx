import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { dietLinks } from "~/config/nav";
import { toolCards } from "~/config/tools";
import { renderWithRouter } from "~/test/render";
import { SiteOffer } from "./site-offer";

const linksIn = (name: string) =>
  within(screen.getByRole("region", { name }))
    .getAllByRole("link")
    .map((link) => ({ href: link.getAttribute("href"), text: link.textContent }));

test("a beginner's path in order (the 16:8 guide, a schedule, the timer), then every tool, the timer, the five guides and Compare, each with its purpose in a line", () => {
  renderWithRouter(<SiteOffer />);
  const steps = within(screen.getByRole("region", { name: "New to fasting? Start here" })).getAllByRole(
    "listitem",
  );
  expect(steps.map((step) => within(step).getByRole("link").getAttribute("href"))).toEqual([
    "/articles/intermittent-fasting-for-beginners",
    "/tools/fasting-schedule",
    "/tools/fasting-timer",
  ]);
  const tools = linksIn("Free tools");
  expect(tools.map((link) => link.href)).toEqual([
    "/tools/fasting-timer",
    ...toolCards.map((tool) => tool.link),
  ]);
  const guides = linksIn("Diet guides");
  expect(guides.map((link) => link.href)).toEqual(dietLinks.map((link) => link.to));
  expect(guides.map((link) => link.href)).toContain("/diets/compare");
  for (const link of [...tools, ...guides]) {
    // The name, then a line on what it is for.
    expect(link.text.length, link.href ?? "").toBeGreaterThan(25);
  }
  expect(screen.getByRole("link", { name: /^Keto Macro Calculator/ })).toHaveTextContent(
    "Your daily calories and keto macros",
  );
});
