import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test, vi } from "vitest";
import { expectConsoleError } from "~/test/console";
import { makeStore } from "~/test/content-fixtures";
import { deferred } from "~/test/deferred";
import { renderWithRouter } from "~/test/render";
import { CONSENT_VERSION } from "./consent";
import { SubscribeForm } from "./subscribe-form";

function renderForm(addSubscriber = vi.fn(() => Promise.resolve())) {
  const store = makeStore([], [], { addSubscriber });
  renderWithRouter(<SubscribeForm />, { path: "/subscribe", store });
  return addSubscriber;
}

describe("SubscribeForm", () => {
  test("explains an invalid address inline, keeps what was typed, and saves nothing", async () => {
    const user = userEvent.setup();
    const addSubscriber = renderForm();
    const input = screen.getByLabelText("E-mail address");
    await user.type(input, "name@example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com.");
    expect(input).toHaveValue("name@example");
    expect(input).toHaveFocus();
    expect(addSubscriber).not.toHaveBeenCalled();
  });

  test("shows progress, saves the address with its source page and consent version, then confirms it", async () => {
    const user = userEvent.setup();
    const saved = deferred<undefined>();
    const addSubscriber = renderForm(vi.fn(() => saved.promise));
    await user.type(screen.getByLabelText("E-mail address"), "Reader@Example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("button", { name: "Subscribing…" })).toBeDisabled();
    expect(addSubscriber).toHaveBeenCalledWith({
      email: "Reader@Example.com",
      source: "/subscribe",
      consent: CONSENT_VERSION,
    });
    saved.resolve(undefined);
    const done = (await screen.findByText("You’re on the list! 🎉")).closest("[role=status]");
    expect(done).toHaveTextContent("Reader@Example.com is on our newsletter list.");
  });

  test("in built-in mode says plainly that nothing was stored", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SubscribeForm />, { path: "/subscribe", store: makeStore([]) });
    expect(
      screen.getByText(/the form checks addresses as the live site does, but stores none/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mail address"), "reader@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const said = await screen.findByText(
      /that address is valid, but this copy has no database, so it isn’t stored\./,
    );
    expect(said.closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("You’re on the list! 🎉")).toBeNull();
  });

  test("a failed save keeps the address and says to try again", async () => {
    expectConsoleError(/Subscription failed:/);
    const user = userEvent.setup();
    renderForm(vi.fn(() => Promise.reject(new Error("offline"))));
    await user.type(screen.getByLabelText("E-mail address"), "reader@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn’t save your address just now");
    expect(screen.getByLabelText("E-mail address")).toHaveValue("reader@example.com");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });
});
