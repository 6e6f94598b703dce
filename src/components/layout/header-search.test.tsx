import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { HeaderSearch } from "./header-search";

/** The keys load after hydration (a lazy module); the tests wait for it. */
async function keysLoaded() {
  await act(async () => {
    await import("./search-keys");
  });
}

test("HeaderSearch is a plain form to /search with the query as q, so it works before scripts run; Enter opens the results for the words typed, and empties the box", async () => {
  const user = userEvent.setup();
  renderWithRouter(<HeaderSearch />, { path: "/about" });
  const form = screen.getByRole("search", { name: "Site" });
  expect(form).toHaveAttribute("action", "/search");
  expect(form).not.toHaveAttribute("method", "post");
  const box = screen.getByRole("searchbox", { name: "Search the site" });
  expect(box).toHaveAttribute("name", "q");
  expect(screen.getByRole("link", { name: "Search" })).toHaveAttribute("href", "/search");

  await keysLoaded();
  await user.type(box, "keto flu{Enter}");
  expect(screen.getByLabelText("current path")).toHaveTextContent("/search");
  expect(screen.getByLabelText("current search")).toHaveTextContent("?q=keto%20flu");
  expect(box).toHaveValue("");
});

test("HeaderSearch: “/” outside a field goes to search (here the box has no layout, as on a phone); inside a field it is typed", async () => {
  const user = userEvent.setup();
  renderWithRouter(
    <>
      <input aria-label="Other field" />
      <HeaderSearch />
    </>,
    { path: "/about" },
  );
  await keysLoaded();
  await user.type(screen.getByRole("textbox", { name: "Other field" }), "16/8");
  expect(screen.getByLabelText("current path")).toHaveTextContent("/about");
  await user.click(document.body);
  await user.keyboard("/");
  expect(screen.getByLabelText("current path")).toHaveTextContent("/search");
});
