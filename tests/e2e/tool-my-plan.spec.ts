import { download, expect, expectHealthyPage, fillFields, test, visit } from "./support/fixtures";

/** Pages in a PDF: each page object is "/Type /Page" (the tree is "/Pages"). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

test("from the schedule tool, 16:8 from noon: a swap, a locked day through a reshuffle, a link and a save that reopen the week, a calendar file, at most two printed pages", async ({
  page,
  problems,
}) => {
  // From the schedule tool's result, as a reader would arrive.
  await visit(page, "/tools/fasting-schedule");
  await fillFields(page, { "Wake Time": "12:00", Bedtime: "02:00" });
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  await page
    .getByRole("article", { name: "16:8" })
    .getByRole("link", { name: "Use in my plan (16:8)" })
    .click();
  await expect(page).toHaveURL(/\/tools\/my-plan\?plan=16-8&opens=12%3A00$/);

  // The meals, their times and portions, the shopping list and the calendar's lines: week-plan.test.ts and
  // plan-params.test.ts.
  const main = page.getByRole("main");
  await main.getByLabel(/Calories a day/).fill("1600");
  await main.getByLabel(/Protein a day/).fill("90");
  await expect(page).toHaveURL(/kcal=1600&protein=90/);
  const days = main.getByRole("article", { name: /^Day \d$/ });
  const shopping = main.getByRole("region", { name: "Shopping list for the week" });

  // Swap one meal, lock a day, reshuffle: the locked day stays as it was.
  const dayOne = days.first();
  const lunch = dayOne.getByRole("heading", { level: 4 }).first();
  const before = await lunch.textContent();
  await dayOne.getByRole("button", { name: "Swap lunch on day 1" }).click();
  await expect(lunch).not.toHaveText(before ?? "");
  const dayTwo = days.nth(1);
  await dayTwo.getByRole("button", { name: "Lock day 2" }).click();
  await expect(dayTwo.getByRole("button", { name: "Swap lunch on day 2" })).toBeDisabled();
  const lockedTitles = await dayTwo.getByRole("heading", { level: 4 }).allTextContents();
  await main.getByRole("button", { name: "Reshuffle" }).click();
  await expect(page).toHaveURL(/lock=1/);
  await expect(dayTwo.getByRole("heading", { level: 4 })).toHaveText(lockedTitles);

  // The link reopens the same week in a fresh tab.
  const week = await days.getByRole("heading", { level: 4 }).allTextContents();
  const copy = await page.context().newPage();
  await visit(copy, page.url());
  await expect(
    copy
      .getByRole("main")
      .getByRole("article", { name: /^Day \d$/ })
      .getByRole("heading", { level: 4 }),
  ).toHaveText(week);
  await copy.close();

  // The calendar file holds the week shown.
  const { text: ics } = await download(page, () =>
    main.getByRole("button", { name: "Add to calendar" }).click(),
  );
  expect(ics).toContain(`12:00 Lunch: ${week[0]?.replaceAll(",", "\\,")}`);

  // Saved here, it comes back on a visit without a link.
  await main.getByRole("button", { name: "Save on this device" }).click();
  await expect(main.getByRole("status").first()).toContainText("Saved on this device");
  await visit(page, "/tools/my-plan");
  await expect(page).toHaveURL(/kcal=1600/);
  await expect(days.getByRole("heading", { level: 4 })).toHaveText(week);
  await expectHealthyPage(page, problems);

  // On paper: the week and the shopping list on at most two pages of A4 or Letter.
  await page.emulateMedia({ media: "print" });
  await expect(main.getByRole("button", { name: "Reshuffle" })).toBeHidden();
  await expect(shopping).toBeVisible();
  for (const format of ["A4", "Letter"] as const) {
    const pdf = await page.pdf({ format, printBackground: false });
    expect(pageCount(pdf), format).toBeGreaterThanOrEqual(1);
    expect(pageCount(pdf), format).toBeLessThanOrEqual(2);
  }
});
