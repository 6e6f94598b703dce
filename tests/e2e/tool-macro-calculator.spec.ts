import { expect, expectHealthyPage, test, viewports, visit } from "./support/fixtures";

const SHARED =
  "/tools/macro-calculator?gender=male&age=30&units=imperial&ft=5&in=10&lb=180&activity=moderate&goal=maintenance&formula=harris-benedict";

test("body and goal → daily macros in the link, and the link reopens the result", async ({ page }) => {
  await visit(page, "/tools/macro-calculator");
  const calculate = page.getByRole("button", { name: "Calculate Macros" });
  const results = page.getByRole("region", { name: "Your Daily Macros" });

  // Nothing filled in: the form's alert takes focus.
  await calculate.click();
  await expect(page.getByRole("alert")).toBeFocused();

  // A worked example: 30 years, 5 ft 10 in, 180 lb.
  await page.getByLabel("Age (years)").fill("30");
  await page.getByLabel("Feet").fill("5");
  await page.getByLabel("Inches").fill("10");
  await page.getByLabel("Weight (lbs)").fill("180");
  await calculate.click();
  await expect(results.getByText("2,902 kcal", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHARED.replace(/[?]/g, "\\?")}$`));

  // A shared link opens with the result already computed.
  await visit(page, SHARED);
  await expect(results.getByText("2,902 kcal", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "ketogenic diet guide" }).click();
  await expect(page).toHaveURL(/\/diets\/ketogenic-diet$/);
});

// A shared link in hexadecimal computes nothing: macro-url.test.ts and macro-form.test.ts.

test.describe("on a phone", () => {
  test.use({ viewport: viewports.mobile });

  test("a target under the safe floor is an estimate with its reason, and field messages fit beside their fields; both pass the audit and fit the screen", async ({
    page,
    problems,
  }) => {
    const fitsTheScreen = async () => {
      await expectHealthyPage(page, problems);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    };
    // A small, very old reader: 90 years, 95 lb, 4 ft 8 in, fat loss → 673 kcal.
    await visit(
      page,
      "/tools/macro-calculator?gender=male&age=90&units=imperial&ft=4&in=8&lb=95&activity=moderate&goal=fat-loss",
    );
    await expect(page.getByRole("region", { name: "No plan below 1,500 kcal a day" })).toContainText(
      "The formula puts your target at 673 kcal a day.",
    );
    await fitsTheScreen();

    await page.getByLabel("Age (years)").fill("3");
    await page.getByLabel("Feet").fill("9");
    await page.getByLabel("Inches").fill("0");
    await page.getByLabel("Weight (lbs)").fill("2");
    await page.getByRole("button", { name: "Calculate Macros" }).click();
    for (const message of [/^Age: enter/, /^Height: enter/, /^Weight: enter/]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await fitsTheScreen();
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
  // The estimate fills the field; the lean-mass choices use it.
  await expect(page.getByLabel("Body fat (%)")).toHaveValue("17.1");
  await page.getByRole("radio", { name: "Katch-McArdle (from lean mass)" }).check();
  await page.getByRole("radio", { name: "Keto by grams (from lean mass)" }).check();
  await page.getByRole("button", { name: "Calculate Macros" }).click();
  const results = page.getByRole("region", { name: "Your Daily Macros" });
  await expect(results).toContainText("Katch-McArdle, from 66.3 kg lean mass at 17.1 % body fat");
  const calories = await results.getByRole("definition").first().textContent();

  await page.emulateMedia({ colorScheme: "dark" });
  await expectHealthyPage(page, problems);

  await page.reload();
  await expect(page.getByLabel("Body fat (%)")).toBeVisible();
  await expect(page.getByLabel("Body fat (%)")).toHaveValue("17.1");
  await expect(results.getByRole("definition").first()).toHaveText(calories ?? "");
});
