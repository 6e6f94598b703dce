import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { createUpdatePrompt } from "./update-prompt";

afterEach(() => {
  document.body.replaceChildren();
});

test("its live region is in the page, empty, before there is anything to say", () => {
  createUpdatePrompt(document.body);
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
});

test("says a new version is available; Reload takes the update once", async () => {
  const user = userEvent.setup();
  const update = vi.fn();
  createUpdatePrompt(document.body).show(update);
  const region = screen.getByRole("status");
  expect(region).toHaveTextContent("A new version is available");
  const reload = within(region).getByRole("button", { name: "Reload" });
  await user.click(reload);
  expect(update).toHaveBeenCalledTimes(1);
  expect(reload).toBeDisabled();
  expect(reload).toHaveTextContent("Reloading…");
});

test("'Not now' hides it and leaves the region for the next announcement", async () => {
  const user = userEvent.setup();
  createUpdatePrompt(document.body).show(vi.fn());
  await user.click(screen.getByRole("button", { name: "Not now" }));
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  expect(screen.queryByText("A new version is available")).not.toBeInTheDocument();
});

test("never takes focus, and does not slide in under reduced motion", () => {
  createUpdatePrompt(document.body).show(vi.fn());
  expect(document.activeElement).toBe(document.body);
  const card = screen.getByRole("status").firstElementChild;
  expect(card?.className).toContain("motion-reduce:transition-none");
});
