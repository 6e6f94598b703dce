import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { PrivacyPage } from "./privacy-page";

test("names the controller the owner set, dates the notice, and mentions reCAPTCHA only when it is on", () => {
  renderWithRouter(<PrivacyPage controller="A. Owner, 1 Example Street" recaptcha version="2026-12-02" />);
  expect(screen.getByText("A. Owner, 1 Example Street")).toBeInTheDocument();
  expect(screen.getByText("Last updated 2 December 2026.")).toBeInTheDocument();
  expect(screen.getAllByText(/reCAPTCHA Enterprise/)).not.toHaveLength(0);
});

test("without a controller it names nobody, and without App Check it says nothing of reCAPTCHA", () => {
  const { container } = renderWithRouter(
    <PrivacyPage controller={null} recaptcha={false} version="2026-12-02" />,
  );
  expect(screen.getByText(/the live site names the owner here, with a postal address/)).toBeInTheDocument();
  expect(container).not.toHaveTextContent(/reCAPTCHA/);
});
