import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { whileFastingItems } from "~/content/while-fasting";
import { renderWithRouter } from "~/test/render";
import { WhileFastingPage } from "./while-fasting-page";

test("every item is on the page with its own anchor, verdict and a way to read more; typing and the chips narrow the list and say how many are left; nothing left offers a site search", async () => {
  const user = userEvent.setup();
  renderWithRouter(<WhileFastingPage items={whileFastingItems} />);
  const heading = screen.getByRole("heading", { level: 3, name: "Coffee with a splash of milk" });
  expect(heading).toHaveAttribute("id", "coffee-with-milk");
  const item = heading.closest("li") as HTMLElement;
  expect(within(item).getByText("Breaks a fast")).toBeInTheDocument();
  const more = within(item).getByRole("link", { name: /Coffee and tea/ });
  expect(more).toHaveAttribute("href", "/articles/what-breaks-a-fast#coffee-and-tea");
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(whileFastingItems.length);

  const box = screen.getByRole("searchbox", { name: "What do you want to have?" });
  await user.type(box, "pickle");
  expect(screen.getByText(`Showing 1 of ${whileFastingItems.length}`)).toHaveAttribute("role", "status");
  expect(screen.getByRole("heading", { level: 3, name: "Pickle juice" })).toBeVisible();
  expect(screen.queryByRole("heading", { level: 3, name: "Black coffee" })).toBeNull();

  await user.clear(box);
  await user.click(screen.getByRole("radio", { name: "Medicines and tests" }));
  const medicines = whileFastingItems.filter((item) => item.group === "medicines-and-care");
  expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(medicines.length);

  await user.type(box, "zzz");
  const siteSearch = screen.getByRole("link", { name: "Search the whole site for it" });
  expect(siteSearch).toHaveAttribute("href", "/search?q=zzz");
});
