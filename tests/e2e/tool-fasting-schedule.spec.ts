import { download, expect, expectHealthyPage, fillFields, test, viewports, visit } from "./support/fixtures";
import { expectNoSidewaysScroll } from "./support/layout";

// Times are shown in the visitor's locale; pin it so the texts are known.
// Chromium may separate "AM"/"PM" with a narrow no-break space, hence \s.
test.use({ locale: "en-US", permissions: ["clipboard-read", "clipboard-write"], viewport: viewports.mobile });

// The schedules, the messages and the calendar file's lines are fasting-schedule-page.test.tsx and
// fasting-schedule.test.ts; here, on a phone, a real download, the clipboard, the layout and the timer.
test("a late sleeper's schedules: actions in one column, a calendar file, a copied schedule, the audit, and Start opens the timer on that plan", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/fasting-schedule");
  // Bedtime after midnight.
  await fillFields(page, { "Wake Time": "10:00", Bedtime: "02:00" });
  await page.getByRole("button", { name: "Generate Schedule" }).click();
  const sixteen = page.getByRole("article", { name: "16:8" });
  const eighteen = page.getByRole("article", { name: "18:6" });

  // The actions stack as one column of equal buttons, the main one first.
  const boxes = await Promise.all(
    [
      sixteen.getByRole("link", { name: /^Start this schedule/ }),
      sixteen.getByRole("button", { name: /^Add to calendar/ }),
      sixteen.getByRole("button", { name: /^Copy/ }),
    ].map((action) => action.boundingBox()),
  );
  const [first] = boxes;
  expect(boxes.map((box) => [box?.x, box?.width])).toEqual(boxes.map(() => [first?.x, first?.width]));
  const tops = boxes.map((box) => box?.y ?? 0);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
  await expectHealthyPage(page, problems);
  await expectNoSidewaysScroll(page);

  const ics = await download(page, () =>
    sixteen.getByRole("button", { name: "Add to calendar (16:8)" }).click(),
  );
  expect(ics.name).toBe("fasting-schedule-16-8.ics");
  expect(ics.text).toMatch(/\r\nDTSTART:\d{8}T100000\r\nDTEND:\d{8}T180000\r\n/);

  await eighteen.getByRole("button", { name: "Copy 18:6 schedule" }).click();
  await expect(eighteen.getByRole("status")).toHaveText("Copied!");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^18:6 — Eating from 10:00\sAM to 4:00\sPM; fasting the other 18 hours\.$/);

  // The timer opens on the plan, its start at the end of the eating window.
  await eighteen.getByRole("link", { name: /^Start this schedule \(18:6\)/ }).click();
  await expect(page).toHaveURL(/\/tools\/fasting-timer\?plan=18%3A6&from=16%3A00$/);
  await expect(page.getByRole("radio", { name: /^18:6/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Earlier/ })).toBeChecked();
  await expect(page.getByLabel("Last meal finished at")).toHaveValue(/T16:00$/);
});
