import { expect, expectHealthyPage, fillFields, test, visit } from "./support/fixtures";
import { holdRequests } from "./support/hold";

// The tools' inputs are real forms: Enter in a field submits, as everywhere on the web. One head script holds
// every form's early submission (src/lib/before-hydration.ts).
test("each tool's main action is the submit button of a form, so Enter in a field submits it; a tool submitted before the page has hydrated keeps what was typed, chosen and picked, and answers with it once hydrated, without reloading", async ({
  page,
  problems,
}) => {
  for (const [path, action] of [
    ["/tools/fasting-schedule", "Generate Schedule"],
    ["/tools/ketosis-quiz", "Get My Results"],
    ["/tools/supplement-matcher", "Show My Matches"],
    ["/tools/macro-calculator", "Calculate Macros"],
  ] as const) {
    await visit(page, path);
    const button = page.getByRole("button", { name: action });
    await expect(button, path).toHaveAttribute("type", "submit");
    expect(await button.evaluate((element) => (element as HTMLButtonElement).form !== null), path).toBe(true);
  }
  const fill = async () => {
    await page.getByRole("radio", { name: "Female" }).check();
    await fillFields(page, { "Age (years)": "41", Feet: "5", Inches: "4", "Weight (lbs)": "150" });
    await page.getByLabel("Activity level").selectOption({ index: 0 });
  };
  const results = page.getByRole("region", { name: "Your Daily Macros" });
  // The answer the hydrated page gives.
  await fill();
  await page.getByLabel("Weight (lbs)").press("Enter");
  await expect(results).toBeVisible();
  const expected = (await results.textContent()) ?? "";
  expect(expected).toContain("kcal");

  // The same, done while the scripts are held back, as a slow connection does after the first paint.
  const release = await holdRequests(page, "**/assets/*.js");
  await page.goto("/tools/macro-calculator");
  // A marker on this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await fill();
  await page.getByRole("button", { name: "Calculate Macros" }).click();
  await expect(page.locator("html[data-hydrated='true']")).toHaveCount(0);
  release();
  await expect(results).toHaveText(expected);
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  await expect(page.getByLabel("Age (years)")).toHaveValue("41");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(problems.errors).toEqual([]);
});

/** The focus ring an element draws now: its outline, if any. */
const ringOf = (locator: import("@playwright/test").Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle === "none" ? "none" : `${style.outlineStyle} ${style.outlineWidth}`;
  });

// The matches, their focus and the keys of the goals are supplement-matcher-page.test.tsx.
test("focus moved by a click shows no ring; moved by a key, it does; the matches pass the audit", async ({
  page,
  problems,
}) => {
  await visit(page, "/tools/supplement-matcher");
  const show = page.getByRole("button", { name: "Show My Matches" });
  // With no goal chosen the alert takes focus: no ring around its border.
  await show.click();
  const alert = page.getByRole("alert");
  await expect(alert).toBeFocused();
  expect(await ringOf(alert)).toBe("none");

  await page.getByRole("button", { name: "Focus & Clarity", exact: true }).click();
  await show.click();
  const heading = page.getByRole("heading", { level: 2, name: "Your matches" });
  await expect(heading).toBeFocused();
  expect(await ringOf(heading)).toBe("none");
  await expectHealthyPage(page, problems);

  await page.getByRole("button", { name: "Reset" }).focus();
  await page.keyboard.press("Enter");
  await show.focus();
  await page.keyboard.press("Enter");
  await expect(alert).toBeFocused();
  expect(await ringOf(alert)).toBe("solid 3px");
});
