import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
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

async function subscribe(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("E-mail address"), email);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
}

test("SubscribeForm explains an invalid address inline, keeps what was typed, and saves nothing", async () => {
  const addSubscriber = renderForm();
  await subscribe("name@example");
  const input = screen.getByLabelText("E-mail address");
  expect(input).toHaveAttribute("aria-invalid", "true");
  expect(input).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com.");
  expect(input).toHaveValue("name@example");
  expect(input).toHaveFocus();
  expect(addSubscriber).not.toHaveBeenCalled();
});

test("SubscribeForm shows progress, saves the address with its source page and consent version, then confirms it", async () => {
  const saved = deferred<undefined>();
  const addSubscriber = renderForm(vi.fn(() => saved.promise));
  await subscribe("Reader@Example.com");
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

test("SubscribeForm, in built-in mode, says plainly that nothing was stored", async () => {
  renderWithRouter(<SubscribeForm />, { path: "/subscribe", store: makeStore([]) });
  expect(
    screen.getByText(/the form checks addresses as the live site does, but stores none/),
  ).toBeInTheDocument();
  await subscribe("reader@example.com");
  const said = await screen.findByText(
    /that address is valid, but this copy has no database, so it isn’t stored\./,
  );
  expect(said.closest("[role=status]")).not.toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.queryByText("You’re on the list! 🎉")).toBeNull();
});

test("SubscribeForm: a failed save keeps the address and says to try again", async () => {
  expectConsoleError(/Subscription failed:/);
  renderForm(vi.fn(() => Promise.reject(new Error("offline"))));
  await subscribe("reader@example.com");
  expect(await screen.findByRole("alert")).toHaveTextContent("We couldn’t save your address just now");
  expect(screen.getByLabelText("E-mail address")).toHaveValue("reader@example.com");
  expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
});
