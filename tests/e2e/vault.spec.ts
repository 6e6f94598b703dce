import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";

/** Scrolls to the end of an article, where its products and related reads load. */
async function readToTheEnd(page: Page) {
  await page.getByRole("link", { name: "← Back to The Vault" }).scrollIntoViewIfNeeded();
}

// The home page's article rail: by keyboard in keyboard.spec.ts, standing still in reduced-motion.spec.ts;
// its arrows, auto-scroll and pausing on hover in article-carousel.test.tsx.
test.describe("The Vault journey", () => {
  test("list → filter → load more → article → related article → back", async ({ page, problems }) => {
    await visit(page, "/articles");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Explore \d+ Articles$/);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);

    // Load more, then filter: the filter lands in the URL.
    await page.getByRole("button", { name: "Load More" }).click();
    await expect(cards).toHaveCount(12);
    await page.getByRole("button", { name: "weight loss" }).click();
    await expect(page).toHaveURL(/\?tag=weight\+loss$/);
    // Wait for the filtered list itself, every card tagged.
    await expect(cards.filter({ hasNotText: /weight loss/ })).toHaveCount(0);
    await expect(cards.first()).toContainText("weight loss");

    // A word found only in a body ("ghrelin": the sleep article) finds the article once the bodies
    // have loaded; titles match first (article-list-page.test.tsx).
    await page.getByRole("main").getByRole("searchbox").fill("ghrelin");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Sleep and Weight Loss");
    await page.getByRole("main").getByRole("searchbox").fill("calorie");
    await expect(cards.first()).toContainText(/calorie/i);
    await expect(cards.filter({ hasText: "What Is a Calorie Deficit" })).toHaveCount(1);
    // The URL follows the list in a transition: wait for it, as a reader's click would.
    await expect(page).toHaveURL(/q=calorie$/);

    await cards.filter({ hasText: "What Is a Calorie Deficit" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/articles\/what-is-a-calorie-deficit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/What Is a Calorie Deficit/);
    await readToTheEnd(page);

    // Products under their disclosure, sponsored links opening in a new tab: article-page.test.tsx and
    // affiliate.test.tsx.
    await expect(page.getByRole("heading", { name: "Products we recommend" })).toBeVisible();

    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related articles" }) });
    const relatedLinks = related.getByRole("link");
    await expect(relatedLinks).toHaveCount(3);
    const relatedTitle = (await relatedLinks.first().textContent()) ?? "";
    await relatedLinks.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(relatedTitle);

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/What Is a Calorie Deficit/);
    await page.goBack();
    await expect(page).toHaveURL(/\/articles\?tag=weight\+loss&q=calorie$/);
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("calorie");
    expect(problems.errors).toEqual([]);
  });

  test("a shared filtered link shows its view once the page hydrates, with no hydration error", async ({
    page,
    problems,
  }) => {
    const response = await visit(page, "/articles?tag=keto&q=flu");
    // The prerendered list is the unfiltered one; the URL's filter applies after hydration.
    expect(await response?.text()).toMatch(/Explore \d+ Articles/);
    await expect(page.getByRole("button", { name: "keto" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("flu");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first()).toContainText("Keto Flu");
    for (const card of await cards.all()) await expect(card).toContainText("keto");
    expect(problems.errors).toEqual([]);
  });

  test("a prerendered article hydrates with its build-time body: no sanitiser, no data request", async ({
    page,
    problems,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    const response = await visit(page, "/articles/10-benefits-of-fasting");
    // The prerendered file is served, not the SPA fallback.
    expect(await response?.text()).toContain("10 Benefits of Intermittent Fasting");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^10 Benefits of Intermittent Fasting/);
    // The header marks The Vault as current on an article page.
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "The Vault" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    // Products and related reads load as the reader nears the end, not at start-up.
    await expect(page.getByRole("heading", { name: "Related articles" })).toHaveCount(0);
    await readToTheEnd(page);
    await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await expect(page.getByText(/Affiliate disclosure:/)).toBeVisible();
    // Body links were made safe at build time.
    const source = page.locator(".article-body a[href^='https://']").first();
    await expect(source).toHaveAttribute("rel", "noopener noreferrer");
    expect(requests.filter((path) => path.endsWith(".data"))).toEqual([]);
    expect(requests.filter((path) => path.includes("sanitize-html"))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test("client-side moves between articles read the store and sanitise in the browser", async ({
    page,
    problems,
  }) => {
    await visit(page, "/articles/10-benefits-of-fasting");
    await readToTheEnd(page);
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related articles" }) });
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

  test("a missing article shows a way back instead of loading forever", async ({ page, problems }) => {
    problems.expected.push(/No such article!/);
    await visit(page, "/articles/not-a-real-article");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that article");
    await page.getByRole("link", { name: "Browse all articles" }).click();
    await expect(page).toHaveURL(/\/articles$/);
  });
});
