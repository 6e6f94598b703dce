import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { WeeklyChart } from "./weekly-chart";

const labels = ["Fri", "Sat", "Sun", "Mon", "Tue", "Wed", "Thu"];
const week = (hours: number[]) =>
  labels.map((label, index) => ({ day: index, label, hours: hours[index] ?? 0 }));

test("a week without fasting shows a line of text, not a chart of zeros", () => {
  const { container } = render(<WeeklyChart days={week([])} goalHours={16} />);
  expect(screen.getByText(/Nothing to chart yet/)).toBeInTheDocument();
  expect(screen.queryByRole("figure")).toBeNull();
  expect(screen.queryByRole("table")).toBeNull();
  expect(container.querySelector("svg")).toBeNull();
});

test("bars are labelled in whole hours, a day without fasting not at all, with the goal line named; the table says the same", () => {
  const { container } = render(<WeeklyChart days={week([17.04, 0, 16.6, 0.3])} goalHours={16} />);
  const svg = container.querySelector("svg");
  const texts = [...(svg?.querySelectorAll("text") ?? [])].map((text) => text.textContent);
  expect(texts).toEqual([
    ...["17 h", "Fri", "", "Sat", "16 h", "Sun", "<1 h", "Mon"],
    ...["", "Tue", "", "Wed", "", "Thu"],
    "16 hgoal",
  ]);
  expect(svg?.querySelector("line[stroke-dasharray]")).not.toBeNull();
  const table = screen.getByRole("table", { name: /last 7 days, today last; your goal is 16 h/ });
  // Each day's hours as the table says them (fast-summary's spokenHours), today marked.
  const rows = within(table).getAllByRole("row").slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    ...["Fri17 h", "Satnone", "Sun16 h", "Monunder 1 h", "Tuenone", "Wednone"],
    "Thu (today)none",
  ]);
});

test("without a goal there is no goal line", () => {
  const { container } = render(<WeeklyChart days={week([17])} goalHours={null} />);
  expect(container.querySelector("line[stroke-dasharray]")).toBeNull();
  expect(
    screen.getByRole("table", { name: "Hours fasted on each of the last 7 days, today last" }),
  ).toBeInTheDocument();
});
