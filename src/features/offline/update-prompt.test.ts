import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { createUpdatePrompt } from "./update-prompt";

afterEach(() => document.body.replaceChildren());

test("never takes focus nor slides in under reduced motion; Reload takes the update once", async () => {
  const user = userEvent.setup();
  const update = vi.fn();
  createUpdatePrompt(document.body).show(update);
  const region = screen.getByRole("status");
  const reload = await within(region).findByRole("button", { name: "Reload" });
  expect(region).toHaveTextContent("A new version is available");
  expect(document.activeElement).toBe(document.body);
  expect(region.firstElementChild?.className).toContain("motion-reduce:transition-none");
  await user.click(reload);
  expect(update).toHaveBeenCalledTimes(1);
  expect(reload).toBeDisabled();
  expect(reload).toHaveTextContent("Reloading…");
});

test("adds nothing until there is an update; then its live region comes before the message, so it is announced; 'Not now' hides it and keeps the region for the next announcement", async () => {
  const user = userEvent.setup();
  const prompt = createUpdatePrompt(document.body);
  expect(document.body).toBeEmptyDOMElement();
  prompt.show(vi.fn());
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  expect(await screen.findByText("A new version is available")).toBeInTheDocument();
  await user.click(await screen.findByRole("button", { name: "Not now" }));
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  prompt.show(vi.fn());
  expect(screen.getAllByRole("status")).toHaveLength(1);
  expect(await screen.findByText("A new version is available")).toBeInTheDocument();
});
