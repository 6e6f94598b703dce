import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { createUpdatePrompt } from "./update-prompt";

afterEach(() => {
  document.body.replaceChildren();
});

test("adds nothing to the page until there is an update", () => {
  createUpdatePrompt(document.body);
  expect(document.body).toBeEmptyDOMElement();
});

test("its live region is in the page before the message, so screen readers announce it", async () => {
  createUpdatePrompt(document.body).show(vi.fn());
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  expect(await screen.findByText("A new version is available")).toBeInTheDocument();
});

test("says a new version is available; Reload takes the update once", async () => {
  const user = userEvent.setup();
  const update = vi.fn();
  createUpdatePrompt(document.body).show(update);
  const region = screen.getByRole("status");
  const reload = await within(region).findByRole("button", { name: "Reload" });
  expect(region).toHaveTextContent("A new version is available");
  await user.click(reload);
  expect(update).toHaveBeenCalledTimes(1);
  expect(reload).toBeDisabled();
  expect(reload).toHaveTextContent("Reloading…");
});

test("'Not now' hides it and keeps the region for the next announcement", async () => {
  const user = userEvent.setup();
  const prompt = createUpdatePrompt(document.body);
  prompt.show(vi.fn());
  await user.click(await screen.findByRole("button", { name: "Not now" }));
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  prompt.show(vi.fn());
  expect(screen.getAllByRole("status")).toHaveLength(1);
  expect(await screen.findByText("A new version is available")).toBeInTheDocument();
});

test("never takes focus, and does not slide in under reduced motion", async () => {
  createUpdatePrompt(document.body).show(vi.fn());
  await screen.findByText("A new version is available");
  expect(document.activeElement).toBe(document.body);
  const card = screen.getByRole("status").firstElementChild;
  expect(card?.className).toContain("motion-reduce:transition-none");
});
