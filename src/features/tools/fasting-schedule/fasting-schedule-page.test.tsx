import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test, vi } from "vitest";
import { omadCaution } from "~/content/diets/omad-caution";
import { captureDownloads } from "~/test/downloads";
import { renderWithRouter } from "~/test/render";
import { formatClockTime } from "./fasting-schedule";
import { FastingSchedulePage } from "./fasting-schedule-page";

/** The visitor's clock format, as the page shows it (locale-independent tests). */
const clock = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return formatClockTime(hours * 60 + minutes);
};

/** The page with both times typed and sent; the user, to go on. */
async function generate(wake: string, bed: string) {
  const user = userEvent.setup();
  renderWithRouter(<FastingSchedulePage />, { path: "/tools/fasting-schedule" });
  await user.type(screen.getByLabelText("Wake Time"), wake);
  await user.type(screen.getByLabelText("Bedtime"), bed);
  await user.click(screen.getByRole("button", { name: "Generate Schedule" }));
  return user;
}

const option = (name: string) => screen.getByRole("article", { name });

test("lists 16:8, 18:6 and OMAD windows for the day, the caution on OMAD alone", async () => {
  await generate("07:00", "23:00");
  await screen.findByRole("heading", { level: 2, name: "Your Suggested Schedules:" });
  // One article per plan, named by it, each saying its window in a sentence.
  expect(screen.getAllByRole("article")).toEqual(["16:8", "18:6", "OMAD (one meal a day)"].map(option));
  expect(option("18:6")).toHaveTextContent(`Eating from ${clock("07:00")} to ${clock("13:00")};`);
  // The timeline is drawn for sighted visitors; its facts are in the text.
  expect(option("16:8")).toHaveTextContent(
    `On the timeline you wake at ${clock("07:00")} and go to bed at ${clock("23:00")}.`,
  );
  expect(option("16:8").querySelector("[aria-hidden='true']")).not.toBeNull();
  // OMAD alone carries the fasting guide's caution.
  expect(option("OMAD (one meal a day)")).toHaveTextContent(`Caution: ${omadCaution}`);
  for (const name of ["16:8", "18:6"]) expect(option(name)).not.toHaveTextContent(/Caution:/);
  expect(screen.queryByText("This window runs past your bedtime.")).toBeNull();
});

test("a window that runs past bedtime says so", async () => {
  await generate("20:00", "01:00");
  expect(option("16:8")).toHaveTextContent("This window runs past your bedtime.");
});

test("the activity level changes the tip, not the windows", async () => {
  const user = await generate("07:00", "23:00");
  const before = option("16:8").textContent;
  const activity = screen.getByRole("combobox", { name: "Activity Level" });
  expect(activity).toHaveValue("moderate");
  await user.selectOptions(activity, "active");
  expect(activity).toHaveAccessibleDescription(/wider window \(16:8\)/);
  await user.click(screen.getByRole("button", { name: "Generate Schedule" }));
  expect(option("16:8").textContent).toBe(before);
});

test("equal times are refused at both fields, a night shift works, and a cleared time asks for both", async () => {
  const user = await generate("07:00", "07:00");
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent(`Your wake time and bedtime are both ${clock("07:00")}.`);
  expect(alert).toHaveFocus();
  expect(screen.queryAllByRole("article")).toHaveLength(0);
  for (const label of ["Wake Time", "Bedtime"]) {
    expect(screen.getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/are both/);
  }
  // The night shift from the message: wake 23:00, bed 07:00.
  await user.clear(screen.getByLabelText("Wake Time"));
  await user.type(screen.getByLabelText("Wake Time"), "23:00");
  await user.click(screen.getByRole("button", { name: "Generate Schedule" }));
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.getByLabelText("Bedtime")).not.toHaveAttribute("aria-invalid");
  expect(option("16:8")).toHaveTextContent(`Eating from ${clock("23:00")} to ${clock("07:00")}`);
  // A time cleared and sent again replaces the schedules with the message, focused.
  await user.clear(screen.getByLabelText("Bedtime"));
  await user.click(screen.getByRole("button", { name: "Generate Schedule" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Please enter both wake and bed times.");
  expect(screen.getByRole("alert")).toHaveFocus();
  expect(screen.queryByRole("heading", { name: "Your Suggested Schedules:" })).toBeNull();
  expect(screen.queryAllByRole("article")).toHaveLength(0);
});

test("Copy puts the schedule on the clipboard and confirms it; without a clipboard it explains itself", async () => {
  const user = await generate("07:00", "23:00");
  const card = within(option("18:6"));
  const copy = () => user.click(card.getByRole("button", { name: "Copy 18:6 schedule" }));
  await copy();
  expect(card.getByRole("status")).toHaveTextContent("Copied!");
  expect(await navigator.clipboard.readText()).toBe(
    `18:6 — Eating from ${clock("07:00")} to ${clock("13:00")}; fasting the other 18 hours.`,
  );
  // user-event installs a clipboard stub as a getter; take it away.
  vi.spyOn(navigator, "clipboard", "get").mockReturnValue(undefined as unknown as Clipboard);
  await copy();
  expect(card.getByRole("alert")).toHaveTextContent("Copying isn’t available in this browser.");
  expect(card.getByRole("status")).toHaveTextContent("");
});

test("Add to calendar downloads that option's .ics file; a morning weigh-in is booked only once ticked", async () => {
  const downloads = captureDownloads();
  const user = await generate("20:00", "12:00");
  const card = within(option("16:8"));
  const addToCalendar = () => user.click(card.getByRole("button", { name: "Add to calendar (16:8)" }));
  await addToCalendar();
  const [file, ...others] = downloads;
  expect(others).toEqual([]);
  expect(file).toMatchObject({ name: "fasting-schedule-16-8.ics", type: "text/calendar;charset=utf-8" });
  expect(file?.link.getAttribute("href")).toMatch(/^blob:/);
  expect(file?.link.isConnected).toBe(false);
  // That option's window, without the weigh-in.
  const text = (await file?.text()) ?? "";
  expect(text).toMatch(/\r\nDTSTART:\d{8}T200000\r\nDTEND:\d{8}T040000\r\n/);
  expect(text).not.toContain("Morning weigh-in");
  expect(card.getByRole("status")).toHaveTextContent("Downloaded fasting-schedule-16-8.ics");

  const weighIn = screen.getByRole("checkbox", {
    name: `Add a morning weigh-in reminder at ${clock("20:00")}, with a link to the progress tracker`,
  });
  expect(weighIn).not.toBeChecked();
  await user.click(weighIn);
  await addToCalendar();
  const booked = ((await downloads[1]?.text()) ?? "").replace(/\r\n /g, "");
  expect(booked).toContain("\r\nSUMMARY:Morning weigh-in\r\n");
  expect(booked).toContain(`\r\nURL:${window.location.origin}/tools/progress\r\n`);
});
