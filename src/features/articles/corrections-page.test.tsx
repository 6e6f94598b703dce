import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { CorrectionsPage } from "./corrections-page";

const entry = (title: string, slug: string, iso: string, change: string) => ({
  title,
  url: `/articles/${slug}#what-changed`,
  date: new Date(`${iso}T00:00:00Z`),
  change,
});

test("lists each change with its date, the article it changed and why, in the order given (newest first)", () => {
  const corrections = [
    entry(
      "Keto basics",
      "keto-basics-net-carbs",
      "2026-11-25",
      "Said what forum posts can show about keto flu.",
    ),
    entry("Sleep and weight loss", "sleep-and-weight-loss", "2026-11-23", "Corrected a trial's size."),
  ];
  renderWithRouter(<CorrectionsPage corrections={corrections} />);
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
  expect(first).toHaveTextContent("Said what forum posts can show about keto flu.");
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
