import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";

/** Scrolls to the end of an article, where its products and related reads load; returns the related reads. */
async function readToTheEnd(page: Page) {
  await page.getByRole("link", { name: "← Back to The Vault" }).scrollIntoViewIfNeeded();
  return page.locator("section", { has: page.getByRole("heading", { name: "Related articles" }) });
}

// The home page's article rail: by keyboard in keyboard.spec.ts, standing still in reduced-motion.spec.ts.
// The list's chips, search, Load More and the article's parts are article-list-page.test.tsx and
// article-page.test.tsx; here, the real build's data, the address bar and history, and hydration.
test("The Vault: list → load more → filter → search → article → related article → back; a shared filtered link", async ({
  page,
  problems,
}) => {
  await visit(page, "/articles");
  const cards = page.getByRole("main").getByRole("article");
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(cards).toHaveCount(12);
  await page.getByRole("button", { name: "weight loss" }).click();
  await expect(page).toHaveURL(/\?tag=weight\+loss$/);
  // Wait for the filtered list itself, every card tagged.
  await expect(cards.filter({ hasNotText: /weight loss/ })).toHaveCount(0);
  await page.getByRole("main").getByRole("searchbox").fill("calorie");
  await expect(cards.filter({ hasText: "What Is a Calorie Deficit" })).toHaveCount(1);
  // The URL follows the list in a transition: wait for it, as a reader's click would.
  await expect(page).toHaveURL(/q=calorie$/);

  await cards.filter({ hasText: "What Is a Calorie Deficit" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/articles\/what-is-a-calorie-deficit$/);
  const related = await readToTheEnd(page);
  const relatedTitle = (await related.getByRole("link").first().textContent()) ?? "";
  await related.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(relatedTitle);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/What Is a Calorie Deficit/);
  await page.goBack();
  await expect(page).toHaveURL(/\/articles\?tag=weight\+loss&q=calorie$/);
  await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("calorie");

  // A shared filtered link shows its view once the page hydrates, with no hydration error.
  const response = await visit(page, "/articles?tag=keto&q=flu");
  // The prerendered list is the unfiltered one; the URL's filter applies after hydration.
  expect(await response?.text()).toMatch(/Explore \d+ Articles/);
  await expect(page.getByRole("button", { name: "keto" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("flu");
  await expect(page.getByRole("main").getByRole("article").first()).toContainText("Keto Flu");
  expect(problems.errors).toEqual([]);
});

test("The Vault: a prerendered article hydrates with its build-time body: no sanitiser, no data request; a move to another article sanitises in the browser", async ({
  page,
  problems,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  const response = await visit(page, "/articles/10-benefits-of-fasting");
  // The prerendered file is served, not the SPA fallback.
  expect(await response?.text()).toContain("10 Benefits of Intermittent Fasting");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^10 Benefits of Intermittent Fasting/);
  // Once hydrated, the header marks The Vault as current on an article page.
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "The Vault" })).toHaveAttribute("aria-current", "page");
  // Reading on to the related articles needs no data request either.
  const related = await readToTheEnd(page);
  await expect(related.getByRole("heading", { name: "Related articles" })).toBeVisible();
  // Body links were made safe at build time.
  const source = page.locator(".article-body a[href^='https://']").first();
  await expect(source).toHaveAttribute("rel", "noopener noreferrer");
  expect(requests.filter((path) => path.endsWith(".data"))).toEqual([]);
  expect(requests.filter((path) => path.includes("sanitize-html"))).toEqual([]);

  // Client-side moves between articles read the store and sanitise in the browser.
  const first = related.getByRole("link").first();
  const title = (await first.textContent()) ?? "";
  const sanitiser = page.waitForRequest((request) => request.url().includes("sanitize-html"));
  await first.click();
  await sanitiser;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} | Fast & Fuel`);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^10 Benefits of Intermittent Fasting/);
  expect(problems.errors).toEqual([]);
});
