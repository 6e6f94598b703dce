import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { CorrectionsPage } from "./corrections-page";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

test("lists each change with its date, the article it changed and why, in the order given (newest first)", () => {
  renderWithRouter(
    <CorrectionsPage
      corrections={[
        {
          title: "Keto basics",
          url: "/articles/keto-basics-net-carbs#what-changed",
          date: day("2026-11-25"),
          change: "Said what forum posts can and cannot show about keto flu.",
        },
        {
          title: "Sleep and weight loss",
          url: "/articles/sleep-and-weight-loss#what-changed",
          date: day("2026-11-23"),
          change: "Corrected a trial's size.",
        },
      ]}
    />,
  );
  expect(screen.getByRole("heading", { level: 1, name: "Corrections and updates" })).toBeInTheDocument();
  const [first, second] = within(screen.getByRole("list")).getAllByRole("listitem");
  if (!first || !second) throw new Error("expected two entries");
  expect(within(first).getByText("November 25, 2026")).toHaveAttribute(
    "datetime",
    "2026-11-25T00:00:00.000Z",
  );
  expect(within(first).getByRole("link", { name: "Keto basics" })).toHaveAttribute(
    "href",
    "/articles/keto-basics-net-carbs#what-changed",
  );
  expect(first).toHaveTextContent("Said what forum posts can and cannot show about keto flu.");
  expect(second).toHaveTextContent(/November 23, 2026.*Sleep and weight loss.*Corrected a trial's size\./);
  expect(screen.getByRole("link", { name: "editorial standards" })).toHaveAttribute(
    "href",
    "/editorial-standards#checks-and-updates",
  );
});

test("with no corrections yet, says so", () => {
  renderWithRouter(<CorrectionsPage corrections={[]} />);
  expect(screen.getByText("Nothing has been corrected or updated yet.")).toBeInTheDocument();
});
