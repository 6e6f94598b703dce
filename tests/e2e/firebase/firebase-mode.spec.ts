import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { DEMO_PROJECT_ID, devAccounts } from "../../../scripts/lib/dev-accounts.mjs";
import { setDeveloperClaim } from "../../../scripts/lib/developer-claim.mjs";
import {
  E2E_AUTH_EMULATOR_HOST,
  E2E_FIREBASE_BUILD_DIR,
  E2E_SOCIAL_PROFILES,
} from "../../../scripts/lib/e2e-hosts.mjs";
import { download, expect, expectHealthyPage, test, viewports, visit } from "../support/fixtures";
import { expectNoSidewaysScroll, layoutShift, watchLayoutShifts } from "../support/layout";
import { generateArticles } from "../../../scripts/bench/generate-articles.mjs";
import {
  readContentSeed,
  seedFromContent,
  standInControl,
  type RequestLogEntry,
} from "../support/firestore-stand-in";
import { rawPage } from "../support/raw-page";
import { cachedUrls, waitForServiceWorker } from "../support/service-worker";
import { SUMMARY_COLLECTION, summaryShardId } from "../../../src/lib/content-store/summary-index";
import { CONSENT_VERSION } from "../../../src/features/newsletter/consent";

// The Firebase-mode build (npm run build:e2e-firebase) in Chromium, signing in
// at the real Auth emulator and reading and writing the Firestore stand-in
// (tests/e2e/support/firestore-stand-in.ts), which speaks the REST API the
// SDK uses and injects faults the real emulator cannot. The stand-in checks
// requests, never firestore.rules: tests/emulator runs the rules for real.
// One database for the whole file, reset before each test: they run in order.

test.describe.configure({ mode: "serial" });

type BuiltRecord = { id: string; title?: string; excerpt?: string };

const readBuilt = (file: string) =>
  JSON.parse(readFileSync(join(E2E_FIREBASE_BUILD_DIR, file), "utf8")) as BuiltRecord[];
const articles = readBuilt("articles.json");
const products = readBuilt("products.json");
const seed = readContentSeed(E2E_FIREBASE_BUILD_DIR);

function standIn() {
  const url = process.env.E2E_STAND_IN_URL;
  if (!url) throw new Error("E2E_STAND_IN_URL is not set: run the suite through playwright.config.ts.");
  return standInControl(url);
}

/** Chromium logs every failed request: the faults below cause them on purpose. */
const failedRequest = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
/** The list's heading with the build's (and the seeded database's) articles. */
const listHeading = `Explore ${articles.length} Articles`;
/** The list's notice when its database read fails. */
const staleNotice = (page: Page) =>
  page.getByRole("status").filter({ hasText: "We couldn’t check for newer articles" });

const commits = (log: RequestLogEntry[]) => log.filter((entry) => entry.kind === "commit");

/** An article written in the database after the deploy: no build, and no reader's device, has it. */
const writtenSinceDeploy = (id: string, title: string) => ({
  slug: id,
  title,
  excerpt: "An article uploaded once the site was built.",
  content: "<p>Readers see it at once; crawlers after the next deploy.</p>",
  author: "Fast & Fuel Editorial Team",
  createdAt: "2030-01-01T00:00:00.000Z",
  tags: ["fasting"],
});

/** Adds `entry` to the article list's index, beside the stored entries of its shard. */
async function addIndexEntry(id: string, entry: Record<string, unknown>) {
  const shard = summaryShardId(id);
  const stored = (await standIn().documents(SUMMARY_COLLECTION)).find((document) => document.id === shard);
  await standIn().putDocument(SUMMARY_COLLECTION, shard, {
    entries: { ...(stored?.data.entries as Record<string, unknown>), [id]: entry },
  });
}

test.beforeEach(() => standIn().reset(seed));

test.describe("prerendered from the database", () => {
  // The template's tags, page by page, are static-html.spec.ts (the built-in build): here, that the
  // database's articles fill it, and that the build's social profiles are claimed.
  test("every article page, the sitemap, the feed, the list and the home page carry the database's articles", async ({
    page,
    request,
  }) => {
    expect(articles.length).toBeGreaterThan(0);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const feed = await (await request.get("/feed.xml")).text();
    const list = await (await request.get("/articles")).text();
    for (const article of articles) {
      const path = `/articles/${article.id}`;
      const { h1, meta } = await rawPage(page, request, path);
      expect(h1, path).toEqual([article.title]);
      expect(meta.description, path).toEqual([article.excerpt]);
      // Its own card, drawn at build time from the database's article.
      const card = meta["og:image"]?.[0] ?? "";
      expect(card, path).toMatch(new RegExp(`/share/articles/${article.id}\\.png$`));
      const drawn = await request.get(new URL(card).pathname);
      expect(drawn.headers()["content-type"], card).toBe("image/png");
      expect(sitemap).toContain(`${path}</loc>`);
      expect(feed).toContain(path);
      // Every card's data is in the page; the first page of cards is in its markup, and the index
      // below them links every article, so a crawler without JavaScript reaches them all.
      expect(list).toContain(`\\"${article.id}\\"`);
    }
    expect(list).toContain(listHeading);
    expect(list.match(/<article /g)).toHaveLength(6);
    expect(new Set(list.match(/href="\/articles\/[^"]+"/g)).size).toBe(articles.length);
    const home = await (await request.get("/")).text();
    expect(home.match(/href="\/articles\/[^"]+"/g)?.length).toBeGreaterThan(0);
    // The footer's links to them: footer.test.tsx.
    const organization = (await rawPage(page, request, "/")).jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item["@type"] === "Organization");
    expect(organization?.sameAs).toEqual([E2E_SOCIAL_PROFILES.instagram, E2E_SOCIAL_PROFILES.youtube]);
  });
});

// Load More, the products page and the home rail's read: article-list-page.test.tsx, products.test.tsx,
// article-carousel.test.tsx; an article's related reads and recommended products: the 1,000-article
// catalogue below.
test.describe("reading", () => {
  test("the article list reads the database's index once, skipping a malformed entry; an article written since the build is listed and readable, one nobody wrote is not found", async ({
    page,
    problems,
  }) => {
    const id = "written-after-the-deploy";
    const fresh = writtenSinceDeploy(id, "Written After the Deploy");
    await standIn().putDocument("articles", id, fresh);
    const { slug: _slug, content: _content, ...entry } = fresh;
    await addIndexEntry(id, entry);
    await addIndexEntry("aaa-broken", { ...entry, title: 42 });
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    await visit(page, "/articles");
    await expect
      .poll(async () => (await standIn().requests()).filter(({ kind }) => kind === "runQuery"))
      .toEqual([expect.objectContaining({ collections: [SUMMARY_COLLECTION], status: 200 })]);
    await expect
      .poll(() =>
        warnings.some((line) => line.includes('Skipping invalid articleSummaries entry "aaa-broken"')),
      )
      .toBe(true);
    // The new one counted, the malformed one not.
    await expect(heading(page)).toHaveText(`Explore ${articles.length + 1} Articles`);
    await expect(page.getByRole("article").getByRole("link", { name: fresh.title })).toBeVisible();
    await expectHealthyPage(page, problems);
    // Not prerendered: the SPA fallback serves it and the browser reads it.
    await visit(page, `/articles/${id}`);
    await expect(heading(page)).toHaveText(fresh.title);
    await expect(page).toHaveTitle(`${fresh.title} | Fast & Fuel`);
    await visit(page, "/articles/no-such-article");
    await expect(page.getByText("We couldn’t find that article")).toBeVisible();
  });
});

// With no copy of the build's to fall back on, and a failed products read: articles.test.tsx and
// products.test.tsx.
test.describe("faults the real emulator cannot make", () => {
  test("a prerendered article stays readable while the database cannot be read, then shows its newer version; on the list, a slow answer changes nothing on screen, a 503 or 403 answer keeps the build's list, says so, and Retry reads again", async ({
    page,
    problems,
  }) => {
    const id = "keto-basics-net-carbs";
    problems.expected.push(failedRequest(503), /@firebase\/firestore/, /Could not read the article/);
    await standIn().fault({ kind: "batchGet", collection: "articles", status: 503 });
    await visit(page, `/articles/${id}`);
    await expect
      .poll(async () => (await standIn().requests()).some(({ isInjectedFault }) => isInjectedFault))
      .toBe(true);
    await expect(heading(page)).toHaveText(articles.find((article) => article.id === id)?.title ?? "");
    await expect(page.getByText("We couldn’t load this article")).toHaveCount(0);

    await standIn().clearFaults();
    await standIn().putDocument("articles", id, { ...seed.articles?.[id], title: "Keto Basics, Revised" });
    await visit(page, `/articles/${id}`);
    await expect(heading(page)).toHaveText("Keto Basics, Revised");
    await expect(page).toHaveTitle("Keto Basics, Revised | Fast & Fuel");
    await expectHealthyPage(page, problems);

    await standIn().clearRequests();
    await standIn().fault({ kind: "runQuery", collection: SUMMARY_COLLECTION, delayMs: 1_500, times: 1 });
    await watchLayoutShifts(page);
    await page.goto("/articles");
    // The build's list is there from the first paint; the refresh answers after its delay.
    await expect(heading(page)).toHaveText(listHeading);
    await expect(page.getByRole("list", { name: "Loading articles" })).toHaveCount(0);
    await expect
      .poll(async () =>
        (await standIn().requests()).some(({ kind, status }) => kind === "runQuery" && status),
      )
      .toBe(true);
    expect(await layoutShift(page)).toBeLessThan(0.1);

    for (const status of [503, 403]) {
      problems.expected.push(/^Failed to fetch articles:/, failedRequest(status), /@firebase\/firestore/);
      await standIn().fault({ kind: "runQuery", collection: SUMMARY_COLLECTION, status, times: 1 });
      await visit(page, "/articles");
      const notice = staleNotice(page);
      await expect(notice).toBeVisible();
      await expect(heading(page)).toHaveText(listHeading);
      await notice.getByRole("button", { name: "Retry" }).click();
      await expect(notice).toHaveCount(0);
    }
  });
});

test.describe("offline (the service worker)", () => {
  test.use({ serviceWorkers: "allow" });

  test("stores only the site's own files, leaves Firestore to the network; offline, a stored page keeps the build's copy and an article written since the deploy goes to the offline page", async ({
    page,
    context,
    problems,
  }) => {
    const fromWorker: string[] = [];
    context.on("request", (request) => request.serviceWorker() && fromWorker.push(request.url()));
    await visit(page, "/articles");
    await waitForServiceWorker(page);
    const origin = new URL(page.url()).origin;
    expect(fromWorker.length, "the worker's precache requests").toBeGreaterThan(0);
    // What the worker stores: offline.spec.ts; here, that Firestore is not among it.
    expect((await cachedUrls(page)).filter((url) => new URL(url).origin !== origin)).toEqual([]);

    // Under the worker, the list still reads the database over the network.
    const read = page.waitForResponse((response) => response.url().includes(":runQuery"));
    await page.reload();
    expect((await read).fromServiceWorker()).toBe(false);

    const id = "written-while-offline-readers-were-away";
    await standIn().putDocument("articles", id, writtenSinceDeploy(id, "Written While Readers Were Away"));
    await context.setOffline(true);
    // A stored page opens offline; its database read fails, so it keeps the build's copy and says so.
    problems.expected.push(/^Failed to fetch articles:/, /@firebase\/firestore/, /ERR_INTERNET_DISCONNECTED/);
    await visit(page, "/articles");
    await expect(heading(page)).toHaveText(listHeading);
    await expect(staleNotice(page)).toBeVisible();

    await page.goto(`/articles/${id}`);
    await expect(page).toHaveURL(`/offline?from=%2Farticles%2F${id}`);
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(heading(page)).toHaveText("You’re offline");
    await expect(page.getByText("Subscribing to the newsletter")).toBeVisible();
    expect(fromWorker.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});

/** What the page asked of Firestore once idle (requests, billed document reads, bytes), reported
 * with the run. */
async function measureTraffic(page: Page, testInfo: TestInfo, what: string) {
  await page.waitForLoadState("networkidle");
  const reads = (await standIn().requests()).filter(({ kind }) => kind !== "commit");
  const kiB = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const measured = {
    requests: reads.length,
    reads: reads.reduce((sum, entry) => sum + entry.reads, 0),
    jsonKiB: kiB(reads.reduce((sum, entry) => sum + entry.jsonBytes, 0)),
    transferKiB: kiB(reads.reduce((sum, entry) => sum + entry.transferBytes, 0)),
  };
  testInfo.annotations.push({ type: `Firestore traffic, ${what}`, description: JSON.stringify(measured) });
  console.log(`${what} with 1,000 articles: ${JSON.stringify(measured)}`);
  return measured;
}

test.describe("a 1,000-article catalogue", () => {
  // The bench's generated articles (about 8 KB of HTML each, like the real ones).
  const catalogue = generateArticles(1000).map((article) => ({ ...article, slug: article.id }));
  const newest = [...catalogue].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  test("a first visit to /articles reads at most 20 documents and 300 KB, an article page at most 20 documents", async ({
    page,
  }, testInfo) => {
    await standIn().reset(seedFromContent({ articles: catalogue, products }));
    await visit(page, "/articles");
    // The build's list first, then the database's.
    await expect(heading(page)).toHaveText("Explore 1000 Articles");
    await expect(page.getByRole("article").first()).toContainText(newest[0]?.title ?? "");
    const list = await measureTraffic(page, testInfo, "/articles");
    expect(list.reads).toBeLessThanOrEqual(20);
    expect(list.transferKiB).toBeLessThanOrEqual(300);

    // One from the middle whose product tags some product carries.
    const productTags = new Set(products.flatMap((product) => (product as { tags?: string[] }).tags ?? []));
    const article = catalogue
      .slice(500)
      .find((candidate) => candidate.productTags.some((tag) => productTags.has(tag)));
    await standIn().clearRequests();
    await visit(page, `/articles/${article?.id ?? ""}`);
    await expect(heading(page)).toHaveText(article?.title ?? "");
    // What follows the body loads as the reader nears it.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(
      page.getByRole("region", { name: "Related articles" }).getByRole("link").first(),
    ).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Products we recommend" }).getByRole("heading").first(),
    ).toBeVisible();
    expect((await measureTraffic(page, testInfo, "an article page")).reads).toBeLessThanOrEqual(20);
  });
});

const { developer } = devAccounts;
const account = { email: developer.email, projectId: DEMO_PROJECT_ID, emulatorHost: E2E_AUTH_EMULATOR_HOST };

async function signInAsDeveloper(page: Page) {
  await visit(page, "/login");
  await page.getByLabel("E-mail").fill(developer.email);
  await page.getByLabel("Password").fill(developer.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dev-add-product$/);
  await expect(page.getByRole("heading", { level: 1, name: "Content uploads" })).toBeVisible();
}

/** Picks a file in the page's "Upload from a file…" input. */
const pickFile = (page: Page, name: string, content: string) =>
  page
    .locator("input[type=file]")
    .setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(content) });

const fileUpload = (page: Page) => page.getByRole("region", { name: "Upload from a file" });

// The ADD PRODUCTS.JSON and ADD ARTICLES.JSON buttons: developer-tools.test.tsx (what they write and
// report) and tests/emulator/firestore-store.test.ts (the writes against the real emulator).
test.describe("the developer", () => {
  // Refused while the role is missing: developer-tools.test.tsx.
  test("a role granted while signed in counts without signing out; a file upload previews against what is stored, writes after confirming with progress, and then has nothing left to write; an article is deleted after confirming, and a product written", async ({
    page,
  }) => {
    const file = readFileSync(join(E2E_FIREBASE_BUILD_DIR, "articles.json"), "utf8");
    // Two stored articles: one as in the file, one with an older title.
    const [same, edited] = articles;
    await standIn().reset({
      articles: {
        [same?.id ?? ""]: seed.articles?.[same?.id ?? ""] ?? {},
        [edited?.id ?? ""]: { ...seed.articles?.[edited?.id ?? ""], title: "An older title" },
      },
    });
    await setDeveloperClaim({ ...account, revoke: true });
    try {
      await signInAsDeveloper(page);
      await expect(page.getByText(/doesn’t have the developer role yet/).first()).toBeVisible();
      // Set directly, as the emulator seeding does; npm run grant-developer also signs the account
      // out everywhere.
      await setDeveloperClaim(account);
      await page.getByRole("button", { name: "Check again" }).click();
      await expect(page.getByText(/doesn’t have the developer role yet/)).toHaveCount(0);
    } finally {
      await setDeveloperClaim(account);
    }
    await pickFile(page, "articles.json", file);
    const section = fileUpload(page);
    await expect(
      section.getByText(`${articles.length - 2} new · 1 changed · 1 unchanged · 0 invalid`),
    ).toBeVisible();
    await expect(section.getByText(`${edited?.id ?? ""}: title`)).toBeVisible();
    expect(commits(await standIn().requests())).toEqual([]);

    await standIn().fault({ kind: "commit", delayMs: 400 });
    await section.getByRole("button", { name: `Write ${articles.length - 1} articles` }).click();
    await expect(section.getByRole("progressbar")).toBeVisible();
    await expect(
      section.getByText(`${articles.length - 1} documents written, 0 failed, 1 unchanged.`),
    ).toBeVisible();
    await standIn().clearFaults();
    // The list's index written with them: summary-index.test.ts.
    const stored = await standIn().documents("articles");
    expect(stored).toHaveLength(articles.length);
    expect(stored.find(({ id }) => id === edited?.id)?.data.title).toBe(edited?.title);
    // Every write carried the developer's sign-in (the database's rules allow it to no one else).
    expect(commits(await standIn().requests()).every((entry) => entry.hasAuthorization)).toBe(true);

    // The same file again: nothing to write.
    await pickFile(page, "articles.json", file);
    await expect(section.getByText("Everything in this file is already in the database")).toBeVisible();
    await expect(section.getByRole("button", { name: /^Write/ })).toBeDisabled();

    const list = page.getByRole("region", { name: "Current articles" });
    const deleteButton = list.getByRole("button", { name: `Delete article “${same?.title ?? ""}”` });
    await deleteButton.click();
    const dialog = page.getByRole("dialog", { name: "Delete this article?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(await standIn().documents("articles")).toHaveLength(articles.length);

    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete article" }).click();
    await expect(list.getByRole("status")).toContainText(`Deleted the article “${same?.title ?? ""}”.`);
    await expect(list.getByRole("listitem")).toHaveCount(articles.length - 1);
    expect((await standIn().documents("articles")).map(({ id }) => id)).not.toContain(same?.id);

    await pickFile(page, "products.json", JSON.stringify(products.slice(0, 1)));
    await section.getByRole("button", { name: "Write 1 product" }).click();
    await expect(section.getByText("1 document written, 0 failed, 0 unchanged.")).toBeVisible();
    expect(await standIn().documents("products")).toHaveLength(1);
  });

  test("a reader is sent home from the developer page without reading the sign-ups, and subscribes; the developer lists, exports and removes them", async ({
    page,
    problems,
  }) => {
    const signUp = (email: string, minute: number) => ({
      email,
      consent: CONSENT_VERSION,
      source: "/subscribe",
      createdAt: `2020-11-20T10:0${minute}:00Z`,
    });
    await standIn().reset({
      ...seed,
      subscribers: { a: signUp("first@example.com", 1), b: signUp("second@example.com", 2) },
    });
    await visit(page, "/dev-add-product");
    await expect(page).toHaveURL(/\/$/);
    const touchingSubscribers = async () =>
      (await standIn().requests()).filter(({ collections }) => collections.includes("subscribers"));
    expect(await touchingSubscribers()).toEqual([]);
    // Twice, spelled differently: stored once (below), lowercased, under its own id, with the page
    // and the consent version.
    for (const typed of ["New.Reader@Example.com", " new.reader@EXAMPLE.com "]) {
      await visit(page, "/subscribe");
      await page.getByLabel("E-mail address").fill(typed);
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByRole("status")).toContainText(
        "If it’s new to us, the first thing you get is one e-mail",
      );
    }
    await standIn().clearRequests();
    await signInAsDeveloper(page);
    const list = page.getByRole("region", { name: "Newsletter subscribers" });
    await expect(list.getByText("3 subscribers")).toBeVisible();
    await expect(list.getByRole("listitem")).toHaveText([/new\.reader@example\.com/, /second@/, /first@/]);
    await expectHealthyPage(page, problems);

    const csv = await download(page, () => list.getByRole("button", { name: "Export CSV" }).click());
    expect(csv.name).toMatch(/^fast-and-fuel-subscribers-\d{4}-\d\d-\d\d\.csv$/);
    // The file's format is subscribers-csv.test.ts; here, the stored sign-ups in it, newest first.
    expect(csv.text.trimEnd().split("\r\n")).toEqual([
      "email,status,consent_version,source,signed_up_at",
      expect.stringMatching(`^new\\.reader@example\\.com,unconfirmed,${CONSENT_VERSION},/subscribe,\\d{4}-`),
      `second@example.com,unconfirmed,${CONSENT_VERSION},/subscribe,2020-11-20T10:02:00.000Z`,
      `first@example.com,unconfirmed,${CONSENT_VERSION},/subscribe,2020-11-20T10:01:00.000Z`,
    ]);

    await list.getByRole("button", { name: "Delete subscriber “second@example.com”" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this subscriber?" });
    await dialog.getByRole("button", { name: "Delete subscriber" }).click();
    // What the list says meanwhile: subscriber-list.test.tsx.
    await expect(list.getByRole("listitem")).toHaveCount(2);
    const remaining = (await standIn().documents("subscribers")).map(({ id }) => id);
    expect(remaining).toEqual(["a", "new.reader@example.com"]);
    // The delete carried the developer's sign-in (the database's rules allow it to no one else).
    const deletes = commits(await touchingSubscribers());
    expect(deletes).toEqual([expect.objectContaining({ hasAuthorization: true })]);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`the signed-in page, a preview and the dialog pass axe at ${name} width`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize(viewport);
      await signInAsDeveloper(page);
      await pickFile(page, "products.json", JSON.stringify(products));
      await expect(fileUpload(page).getByText(/unchanged · 0 invalid/)).toBeVisible();
      await expect(page.getByRole("region", { name: "Current articles" }).getByRole("listitem")).toHaveCount(
        articles.length,
      );
      await expectHealthyPage(page, problems);
      await expectNoSidewaysScroll(page);
      const deleteProduct = page.getByRole("button", { name: /^Delete product/ });
      await deleteProduct.first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectHealthyPage(page, problems);
    });
  }
});
