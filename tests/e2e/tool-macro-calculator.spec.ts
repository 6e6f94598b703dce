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

  // Nothing filled in: the spec's message, with focus on it.
  await calculate.click();
  await expect(page.getByRole("alert")).toHaveText("Please fill out all fields correctly.");
  await expect(page.getByRole("alert")).toBeFocused();

  // The spec's worked example.
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

  // An impossible value replaces the result with the message.
  await page.getByLabel("Inches").fill("12");
  await calculate.click();
  await expect(page.getByRole("alert")).toHaveText("Please fill out all fields correctly.");
  await expect(results).toHaveCount(0);

  // Metric with Mifflin-St Jeor: 10·80 + 6.25·180 − 5·30 + 5 = 1780; × 1.55 = 2759.
  await page.getByLabel("Inches").fill("10");
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

test.describe("with a result on a phone", () => {
  test.use({ viewport: viewports.mobile });

  test("a low target shows the caution, passes the audit and fits the screen", async ({ page, problems }) => {
    await visit(
      page,
      "/tools/macro-calculator?gender=female&age=60&units=imperial&ft=4&in=11&lb=100&activity=sedentary&goal=fat-loss",
    );
    const results = page.getByRole("region", { name: "Your Daily Macros" });
    await expect(results.getByText("802 kcal", { exact: true })).toBeVisible();
    await expect(results).toContainText("Caution: this target is under 1,200 kcal a day.");
    await expectHealthyPage(page, problems);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
