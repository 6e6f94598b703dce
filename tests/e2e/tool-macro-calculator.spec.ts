import { expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";

const SHARED =
  "/tools/macro-calculator?gender=male&age=30&units=imperial&ft=5&in=10&lb=180&activity=moderate&goal=maintenance&formula=harris-benedict";

test("body and goal → daily macros, metric and Mifflin-St Jeor, and a link that reopens the result", async ({
  page,
}) => {
  await visit(page, "/tools/macro-calculator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keto Macro Calculator");
  const calculate = page.getByRole("button", { name: "Calculate Macros" });
  const results = page.getByRole("region", { name: "Your Daily Macros" });
  await expect(results).toHaveCount(0);

  // Nothing filled in: the form's alert, with focus on it.
  await calculate.click();
  await expect(page.getByRole("alert")).toHaveText("Please fill out all fields correctly.");
  await expect(page.getByRole("alert")).toBeFocused();

  // A worked example: 30 years, 5 ft 10 in, 180 lb.
  await page.getByLabel("Age (years)").fill("30");
  await page.getByLabel("Feet").fill("5");
  await page.getByLabel("Inches").fill("10");
  await page.getByLabel("Weight (lbs)").fill("180");
  await calculate.click();
  await expect(results.getByText("2,902 kcal", { exact: true })).toBeVisible();
  // Each figure appears in the summary and again in the chart's table.
  await expect(results.getByRole("definition").filter({ hasText: "226 g" })).toBeVisible();
  await expect(results.getByRole("definition").filter({ hasText: "181 g" })).toBeVisible();
  await expect(results.getByRole("definition").filter({ hasText: "36 g" })).toBeVisible();
  await expect(results.getByRole("cell", { name: "226 g" })).toBeVisible();
  await expect(results.getByRole("table", { name: "Where your calories come from" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHARED.replace(/[?]/g, "\\?")}$`));

  // An impossible value replaces the result with the message, and the field says its range.
  await page.getByLabel("Inches").fill("12");
  await calculate.click();
  await expect(page.getByRole("alert")).toHaveText("Please fill out all fields correctly.");
  await expect(results).toHaveCount(0);
  await expect(page.getByLabel("Inches")).toHaveAccessibleDescription(
    "Height: enter 4 ft 0 in to 8 ft 0 in — whole feet, and inches under 12.",
  );
  // A child: the formulas are for adults.
  await page.getByLabel("Inches").fill("10");
  await page.getByLabel("Age (years)").fill("3");
  await calculate.click();
  await expect(page.getByLabel("Age (years)")).toHaveAccessibleDescription(
    "Age: enter whole years from 18 to 100 — these formulas are for adults.",
  );
  await expect(page.getByLabel("Inches")).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Age (years)").fill("30");

  // Metric with Mifflin-St Jeor: 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759.
  await page.getByRole("radio", { name: "Metric (cm, kg)" }).check();
  await expect(page.getByLabel("Height (cm)")).toHaveValue("177.8");
  await page.getByLabel("Height (cm)").fill("180");
  await page.getByLabel("Weight (kg)").fill("80");
  await page.getByRole("radio", { name: "Mifflin-St Jeor" }).check();
  await calculate.click();
  await expect(results.getByText("2,759 kcal", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/units=metric&cm=180&kg=80&.*formula=mifflin-st-jeor$/);

  // A shared link opens with the result already computed.
  await visit(page, SHARED);
  await expect(results.getByText("2,902 kcal", { exact: true })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Male", exact: true })).toBeChecked();
  await expect(page.getByLabel("Weight (lbs)")).toHaveValue("180");

  await page.getByRole("link", { name: "ketogenic diet guide" }).click();
  await expect(page).toHaveURL(/\/diets\/ketogenic-diet$/);
});

test("a shared link in hexadecimal computes nothing: the fields show what is calculated", async ({
  page,
  problems,
}) => {
  // Number fields show a hexadecimal value as blank, so the result must not use it either.
  await visit(page, "/tools/macro-calculator?age=0x1E&ft=5&in=10&lb=0xB4");
  await expect(page.getByLabel("Age (years)")).toHaveValue("");
  await expect(page.getByLabel("Weight (lbs)")).toHaveValue("");
  await expect(page.getByLabel("Feet")).toHaveValue("5");
  await expect(page.getByRole("alert")).toHaveText("Please fill out all fields correctly.");
  await expect(page.getByLabel("Weight (lbs)")).toHaveAccessibleDescription("Weight: enter 66 to 660 lbs.");
  await expect(page.getByRole("region", { name: "Your Daily Macros" })).toHaveCount(0);
  await expectHealthyPage(page, problems);
});

test.describe("on a phone", () => {
  test.use({ viewport: viewports.mobile });

  test("a target under the safe floor is an estimate with its reason; it passes the audit and fits the screen", async ({
    page,
    problems,
  }) => {
    // A small, very old reader: 90 years, 95 lb, 4 ft 8 in, fat loss → 673 kcal.
    await visit(
      page,
      "/tools/macro-calculator?gender=male&age=90&units=imperial&ft=4&in=8&lb=95&activity=moderate&goal=fat-loss",
    );
    const estimate = page.getByRole("region", { name: "No plan below 1,500 kcal a day" });
    await expect(estimate).toContainText("The formula puts your target at 673 kcal a day.");
    await expect(estimate).toContainText("Please talk to your doctor or a registered dietitian");
    await expect(page.getByRole("region", { name: "Your Daily Macros" })).toHaveCount(0);
    await expect(estimate.getByRole("table")).toHaveCount(0);
    await expectHealthyPage(page, problems);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("field messages fit beside their fields and pass the audit", async ({ page, problems }) => {
    await visit(page, "/tools/macro-calculator");
    await page.getByLabel("Age (years)").fill("3");
    await page.getByLabel("Feet").fill("9");
    await page.getByLabel("Inches").fill("0");
    await page.getByLabel("Weight (lbs)").fill("2");
    await page.getByRole("button", { name: "Calculate Macros" }).click();
    for (const message of [/^Age: enter/, /^Height: enter/, /^Weight: enter/]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expectHealthyPage(page, problems);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: viewports.desktop });

  test("fields side by side line up, and the health note is only as tall as its text", async ({ page }) => {
    await visit(page, "/tools/macro-calculator");
    // Boxes that share a row start at the same height.
    const boxes = await Promise.all(
      ["Age (years)", "Feet", "Inches", "Weight (lbs)"].map(async (label) => ({
        label,
        box: await page.getByLabel(label).boundingBox(),
      })),
    );
    for (const a of boxes) {
      for (const b of boxes) {
        if (!a.box || !b.box || a === b) continue;
        const shareRow = a.box.y < b.box.y + b.box.height && b.box.y < a.box.y + a.box.height;
        if (shareRow) expect(a.box.y, `${a.label} beside ${b.label}`).toBe(b.box.y);
      }
    }
    const note = await page.getByRole("complementary", { name: "Health note" }).boundingBox();
    const method = await page.getByRole("region", { name: "How this is calculated" }).boundingBox();
    expect(note?.height).toBeLessThan((method?.height ?? 0) - 100);
  });
});

test("body fat from a tape measure, Katch-McArdle and keto by grams; a link with them reopens the section and the result", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(viewports.mobile);
  await visit(page, "/tools/macro-calculator");
  await page.getByRole("radio", { name: "Metric (cm, kg)" }).check();
  await page.getByLabel("Age (years)").fill("40");
  await page.getByLabel("Height (cm)").fill("178");
  await page.getByLabel("Weight (kg)").fill("80");
  await page.getByText("Body fat and keto by grams (optional)").click();
  // Man, 178 cm, neck 38, waist 86: 17.1 % (worked in body-composition.test.ts).
  await page.getByLabel("Neck (cm)").fill("38");
  await page.getByLabel("Waist (cm)").fill("86");
  await page.getByRole("button", { name: "Estimate body fat" }).click();
  await expect(page.getByLabel("Body fat (%)")).toHaveValue("17.1");
  await page.getByRole("radio", { name: "Katch-McArdle (from lean mass)" }).check();
  await page.getByRole("radio", { name: "Keto by grams (from lean mass)" }).check();
  await page.getByRole("button", { name: "Calculate Macros" }).click();
  const results = page.getByRole("region", { name: "Your Daily Macros" });
  await expect(results).toContainText("Katch-McArdle, from 66.3 kg lean mass at 17.1 % body fat");
  await expect(results).toContainText("Split: keto by grams — 1.5 g protein per kg of lean mass");
  await expect(page).toHaveURL(/formula=katch-mcardle&bf=17\.1&split=grams&protein=1\.5&carbs=20$/);
  const calories = await results.getByRole("definition").first().textContent();

  await page.emulateMedia({ colorScheme: "dark" });
  await expectHealthyPage(page, problems);

  await page.reload();
  await expect(page.getByLabel("Body fat (%)")).toBeVisible();
  await expect(page.getByLabel("Body fat (%)")).toHaveValue("17.1");
  await expect(results.getByRole("definition").first()).toHaveText(calories ?? "");
});
