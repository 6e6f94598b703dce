import { download, expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";

// Times are shown in the visitor's locale; pin it so the texts are known.
// Chromium may separate "AM"/"PM" with a narrow no-break space, hence \s.
test.use({ locale: "en-US", permissions: ["clipboard-read", "clipboard-write"] });

test("wake and bed times → schedules, a calendar file and a copied schedule; on a phone they pass the audit and fit the screen", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/fasting-schedule");

  // Nothing filled in: the form's alert takes focus.
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  await expect(page.getByRole("alert")).toBeFocused();

  // A late sleeper: bedtime after midnight.
  await page.getByLabel("Wake Time").fill("10:00");
  await page.getByLabel("Bedtime").fill("02:00");
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  const sixteen = page.getByRole("article", { name: "16:8" });
  const eighteen = page.getByRole("article", { name: "18:6" });
  await expect(sixteen).toContainText(/Eating from 10:00\sAM to 6:00\sPM; fasting the other 16 hours\./);
  // The timeline is drawn.
  await expect(sixteen.locator("[aria-hidden='true']").first()).toBeVisible();

  // Add to calendar: a real .ics download.
  const ics = await download(page, () =>
    sixteen.getByRole("button", { name: "Add to calendar (16:8)" }).click(),
  );
  expect(ics.name).toBe("fasting-schedule-16-8.ics");
  expect(ics.text).toMatch(/\r\nDTSTART:\d{8}T100000\r\nDTEND:\d{8}T180000\r\n/);

  // Copy: the text lands on the clipboard and the page says so.
  await eighteen.getByRole("button", { name: "Copy 18:6 schedule" }).click();
  await expect(eighteen.getByRole("status")).toHaveText("Copied!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^18:6 — Eating from 10:00\sAM to 4:00\sPM; fasting the other 18 hours\.$/);

  await page.getByRole("link", { name: "intermittent fasting guide" }).click();
  await expect(page).toHaveURL(/\/diets\/intermittent-fasting$/);

  // On a phone, the results of a night shift pass the accessibility audit and fit the screen.
  await page.setViewportSize(viewports.mobile);
  await visit(page, "/tools/fasting-schedule");
  await page.getByLabel("Wake Time").fill("20:00");
  await page.getByLabel("Bedtime").fill("12:00");
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  await expect(page.getByRole("article", { name: "16:8" })).toContainText(/to 4:00\sAM/);
  await expectHealthyPage(page, problems);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
