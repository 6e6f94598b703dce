import { readFile } from "node:fs/promises";
import { expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";

// Times are shown in the visitor's locale; pin it so the texts are known.
// Chromium may separate "AM"/"PM" with a narrow no-break space, hence \s.
test.use({ locale: "en-US", permissions: ["clipboard-read", "clipboard-write"] });

test("wake and bed times → three schedules, a calendar file and a copied schedule", async ({ page }) => {
  await visit(page, "/tools/fasting-schedule");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fasting Schedule Generator");

  // Nothing filled in: the form's alert, with focus on it.
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("Please enter both wake and bed times.");
  await expect(alert).toBeFocused();

  // The same time twice describes no day: refused, at both fields.
  await page.getByLabel("Wake Time").fill("07:00");
  await page.getByLabel("Bedtime").fill("07:00");
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  await expect(alert).toContainText(/Your wake time and bedtime are both 7:00\sAM\./);
  await expect(alert).toBeFocused();
  await expect(page.getByLabel("Bedtime")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("article")).toHaveCount(0);

  // A night shift works: wake 23:00, bed 07:00.
  await page.getByLabel("Wake Time").fill("23:00");
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  await expect(page.getByRole("article", { name: "16:8" })).toContainText(
    /Eating from 11:00\sPM to 7:00\sAM; fasting the other 16 hours\./,
  );
  await expect(page.getByLabel("Bedtime")).not.toHaveAttribute("aria-invalid");

  // A late sleeper: bedtime after midnight.
  await page.getByLabel("Wake Time").fill("10:00");
  await page.getByLabel("Bedtime").fill("02:00");
  await page.getByLabel("Activity Level").selectOption("active");
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your Suggested Schedules:" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  const sixteen = page.getByRole("article", { name: "16:8" });
  const eighteen = page.getByRole("article", { name: "18:6" });
  const omad = page.getByRole("article", { name: "OMAD (one meal a day)" });
  await expect(sixteen).toContainText(/Eating from 10:00\sAM to 6:00\sPM; fasting the other 16 hours\./);
  await expect(eighteen).toContainText(/Eating from 10:00\sAM to 4:00\sPM; fasting the other 18 hours\./);
  await expect(omad).toContainText(/One meal at 6:00\sPM/);
  // The timeline is drawn, and hidden from assistive technology.
  await expect(sixteen.locator("[aria-hidden='true']").first()).toBeVisible();

  // Add to calendar: a real .ics download.
  const downloadPromise = page.waitForEvent("download");
  await sixteen.getByRole("button", { name: "Add to calendar (16:8)" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("fasting-schedule-16-8.ics");
  const ics = await readFile(await download.path(), "utf8");
  expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(ics).toMatch(/\r\nDTSTART:\d{8}T100000\r\n/);
  expect(ics).toMatch(/\r\nDTEND:\d{8}T180000\r\n/);
  expect(ics).toContain("\r\nRRULE:FREQ=DAILY\r\n");
  // The phone's calendar reminds with the site closed: when the fast starts and when eating opens.
  expect(ics.match(/\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\n/g)).toHaveLength(2);
  expect(ics).toContain("\r\nTRIGGER:-PT16H\r\n");
  expect(ics).toContain("\r\nTRIGGER:PT0S\r\n");
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  await expect(sixteen.getByRole("status")).toContainText("Downloaded fasting-schedule-16-8.ics");

  // Copy: the text lands on the clipboard and the page says so.
  await eighteen.getByRole("button", { name: "Copy 18:6 schedule" }).click();
  await expect(eighteen.getByRole("status")).toHaveText("Copied!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^18:6 — Eating from 10:00\sAM to 4:00\sPM; fasting the other 18 hours\.$/);

  await page.getByRole("link", { name: "intermittent fasting guide" }).click();
  await expect(page).toHaveURL(/\/diets\/intermittent-fasting$/);
});

test.describe("with results on a phone", () => {
  test.use({ viewport: viewports.mobile });

  test("the results pass the accessibility audit and fit the screen", async ({ page, problems }) => {
    await visit(page, "/tools/fasting-schedule");
    await page.getByLabel("Wake Time").fill("20:00");
    await page.getByLabel("Bedtime").fill("12:00");
    await page.getByRole("button", { name: "Generate Schedule" }).click();
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("article", { name: "16:8" })).toContainText(/to 4:00\sAM/);
    await expectHealthyPage(page, problems);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
