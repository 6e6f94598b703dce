import { existsSync } from "node:fs";
import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, test, viewports, visit } from "./support/fixtures";
import { rawPage } from "./support/raw-page";
import { evidenceLabels } from "../../src/content/evidence-levels";
import { readingTimeMinutes } from "../../src/lib/sanitize/reading-time";
import { builtArticles, prerenderedRoutes, type BuiltArticle } from "./support/routes";
import { configuredOrigin } from "./support/site-origin";
import { paths } from "../../src/config/paths";

// What crawlers and readers without JavaScript receive: the raw HTML.
test.describe("prerendered HTML", () => {
  test("the build has an HTML file per static route plus the SPA fallback", () => {
    for (const file of ["index.html", "about/index.html", "__spa-fallback.html", "404.html"]) {
      expect(existsSync(`build/client/${file}`), file).toBe(true);
    }
  });

  test("no page preloads scripts in its HTML (they are requested after the first paint)", async ({
    request,
  }) => {
    for (const route of prerenderedRoutes()) {
      const html = await (await request.get(route)).text();
      expect(html, route).not.toContain('rel="modulepreload"');
      expect(html, route).toContain("/* paint first */");
    }
  });

  test("following links alone from / (no JavaScript) reaches every article", async ({ request }) => {
    const seen = new Set(["/"]);
    const queue = ["/"];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const html = await (await request.get(path)).text();
      for (const [, href = ""] of html.matchAll(/href="(\/[^"#?]*)[^"]*"/g)) {
        const target = href.replace(/(.)\/$/, "$1");
        // Pages only: not the feed, the sitemap, styles, scripts, pictures or the JSON files.
        if (seen.has(target) || /\.[a-z0-9]+$/i.test(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    const unreached = builtArticles()
      .map((article) => `/articles/${article.id}`)
      .filter((path) => !seen.has(path));
    expect(unreached).toEqual([]);
  });

  test("/ carries the header, the footer and its h1 without JavaScript; /about its own title and h1", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
    expect(html).toMatch(/<h1[^>]*>Intermittent fasting &amp; smarter nutrition for a leaner you<\/h1>/);
    expect(html).toContain(
      "<title>Fast &amp; Fuel — Intermittent fasting &amp; smarter nutrition for a leaner you</title>",
    );
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);

    // Another page has its own title, h1, description and canonical URL.
    const about = await (await request.get("/about")).text();
    expect(about).toContain("<title>About | Fast &amp; Fuel</title>");
    expect(about).toMatch(/<h1[^>]*>Eat with a plan, not with guilt<\/h1>/);
    expect(about).toMatch(/<meta name="description" content="Why Fast &amp; Fuel exists/);
    expect(about).toMatch(/<link rel="canonical" href="http[^"]+\/about"/);
  });

  test("every page's HTML is complete and in order: no section is held back for a script to reveal", async ({
    request,
  }) => {
    for (const route of prerenderedRoutes()) {
      const html = await (await request.get(route)).text();
      // React's streaming markers: a placeholder, its content in a hidden div, a script to swap them.
      expect(html, route).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
    }
    const home = await (await request.get("/")).text();
    const order = ["amplify your life!", "Don&#x27;t Take Our Word for It…", "<footer"].map((text) =>
      home.indexOf(text),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test("/products, /articles and the home rail carry their content in the HTML (route loaders)", async ({
    browser,
    request,
  }) => {
    const products = JSON.parse(await (await request.get("/products.json")).text()) as {
      name: string;
      link: string;
      isAdvisedAgainst?: true;
    }[];
    expect(products).toHaveLength(8);
    const articles = builtArticles();
    // Newest first; articles of the same day by title, as the list orders them.
    const newestFirst = [...articles].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title),
    );
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();

    await page.goto("/products");
    for (const product of products) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: product.name }) });
      if (product.isAdvisedAgainst) await expect(card.getByRole("link")).toHaveCount(0);
      else
        await expect(card.getByRole("link", { name: /View on Amazon/ })).toHaveAttribute(
          "href",
          product.link,
        );
    }
    await expect(page.getByText(/Affiliate disclosure:/)).toBeVisible();

    await page.goto("/articles");
    await expect(
      page.getByRole("heading", { level: 1, name: `Explore ${articles.length} Articles` }),
    ).toBeVisible();
    // A card tells what the reader gets: date, reading time, picture (in a fixed frame, so it moves nothing).
    const expectCard = async (card: Locator, article: BuiltArticle) => {
      await expect(card.getByRole("link")).toHaveAttribute("href", `/articles/${article.id}`);
      await expect(card.locator("time")).toHaveAttribute(
        "datetime",
        new Date(article.createdAt).toISOString(),
      );
      await expect(card).toContainText(`${readingTimeMinutes(article.content)} min read`);
      const picture = card.locator("img");
      if (article.bannerImageUrl) {
        await expect(picture).toHaveAttribute("src", article.bannerImageUrl);
        await expect(picture).toHaveAttribute("loading", "lazy");
      } else {
        await expect(picture).toHaveCount(0);
      }
    };
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const [index, article] of newestFirst.slice(0, 6).entries()) {
      await expectCard(cards.nth(index), article);
    }
    await expect(page.getByText(`Showing 6 of ${articles.length} articles`)).toBeVisible();

    await page.goto("/");
    const railCards = page.getByRole("list", { name: "Latest articles" }).getByRole("article");
    await expect(railCards).toHaveCount(10);
    // The rail reads the first 10 articles in the store's order (by id), newest first.
    const railArticles = [...articles]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, 10)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title));
    for (const [index, article] of railArticles.entries()) {
      await expectCard(railCards.nth(index), article);
      // The rail lists no tags: its cards name the first one.
      await expect(railCards.nth(index)).toContainText(new RegExp(`^${article.tags[0] ?? ""}`, "i"));
      // Below the fold on every screen: pictures wait until scrolled near.
      if (article.bannerImageUrl)
        await expect(railCards.nth(index).locator("img")).toHaveAttribute("loading", "lazy");
    }
    // The cards checked include pictures, not only the drawn frame.
    expect([...newestFirst.slice(0, 6), ...railArticles].some((article) => article.bannerImageUrl)).toBe(
      true,
    );
    await context.close();
  });

  test("nothing is hidden before scripts run", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    for (const path of ["/", "/about"]) {
      await page.goto(path);
      const hidden = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((element) => getComputedStyle(element).opacity === "0")
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(hidden, path).toEqual([]);
    }
    await context.close();
  });

  test("without JavaScript every tool says plainly that it needs it; with it, the note is gone", async ({
    browser,
    page,
  }) => {
    const tools = prerenderedRoutes().filter((route) => route.startsWith("/tools/"));
    // The six tools on the index, the fasting timer, the progress tracker and My plan.
    expect(tools).toHaveLength(9);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
    const withoutScripts = await context.newPage();
    const note = /This tool needs JavaScript to work/;
    for (const path of tools) {
      await withoutScripts.goto(path);
      await expect(withoutScripts.getByText(note), path).toBeVisible();
      await visit(page, path);
      await expect(page.getByText(note), path).toBeHidden();
    }
    await context.close();
  });
});

test("without JavaScript, the sign-in and sign-up forms say they need it, and submitting one leaves no password or address in the URL or history", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  const secrets = ["reader@example.com", "reader%40example.com", "hunter2-secret"];
  for (const [path, submit] of [
    [paths.login, "Login"],
    [paths.subscribe, "Subscribe"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(/needs JavaScript, which is off in this browser/), path).toBeVisible();
    await page.getByLabel(/^E-mail/).fill("reader@example.com");
    if (path === paths.login) await page.getByLabel("Password").fill("hunter2-secret");
    const sent = page.waitForRequest((request) => request.method() === "POST");
    await page.getByRole("button", { name: submit }).click();
    const request = await sent;
    await page.waitForLoadState();
    for (const secret of secrets) {
      expect(request.url(), path).not.toContain(secret);
      expect(page.url(), path).not.toContain(secret);
    }
    // Every history entry is a page address without a query.
    expect(new URL(page.url()).search, path).toBe("");
    await page.goBack();
    expect(new URL(page.url()).search, path).toBe("");
  }
  await context.close();
});

test("pages paint before they request any script, then hydrate", async ({ page, problems }) => {
  for (const path of ["/", "/articles/10-benefits-of-fasting", "/tools/macro-calculator"]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
      const { firstPaint, scriptStarts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
        scriptStarts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect(firstPaint).not.toBeNull();
      expect(scriptStarts.length).toBeGreaterThan(3);
      expect(Math.min(...scriptStarts)).toBeGreaterThanOrEqual(firstPaint ?? Infinity);
      // The page's module script added React Router's modulepreload links once it had painted.
      expect(await page.locator('head link[rel="modulepreload"]').count()).toBeGreaterThan(3);
    });
  }
  expect(problems.errors).toEqual([]);
});

test.describe("sections below the fold hydrate as they come near", () => {
  test.use({ viewport: viewports.mobile });

  test("/ loads the stats and testimonials code only when scrolled near; their HTML stays as it is", async ({
    page,
    problems,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      const match = /\/assets\/(stats|testimonials)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (match?.[1]) requested.push(match[1]);
    });
    await visit(page, "/");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Don't Take Our Word for It…" }),
    });
    const pause = section.getByRole("button", { name: "Pause quotes" });
    await expect(pause).toBeAttached(); // prerendered
    expect(requested).toEqual([]);
    const heading = await section.getByRole("heading").elementHandle();

    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => [...new Set(requested)].sort()).toEqual(["stats", "testimonials"]);
    // React drops a click on a section whose code has not arrived yet (it can
    // only hydrate the section on a click once the code is there), which on a
    // busy machine can be well after the code was requested. Click once the
    // section is live: the slider has measured its track in pixels (the
    // prerendered track is sized in percent).
    await expect(section.locator(".slick-track")).toHaveAttribute("style", /\dpx/);
    await pause.click();
    await expect(section.getByRole("button", { name: "Play quotes" })).toBeVisible();
    // Hydrated in place: the prerendered heading was never replaced.
    expect(await heading.evaluate((element) => element.isConnected)).toBe(true);
    expect(problems.errors).toEqual([]);
  });
});

test.describe("sections rendered on approach", () => {
  // `content-visibility: auto` lays a skipped section out at its estimated
  // height; content taller than that overflows the placeholder, and tools that
  // read the page without scrolling (Lighthouse's axe) then see it over the
  // page background. Every estimate must hold its section at every width: the
  // narrowest width of each breakpoint range is where text wraps most.
  test("at 320, 640, 768 and 1024 px no section is taller than its estimate", async ({ page }) => {
    test.slow(); // twelve page loads
    const tooTall: string[] = [];
    for (const width of [320, 640, 768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/about", "/articles/10-benefits-of-fasting"]) {
        await visit(page, path);
        const sections = page.locator(".render-on-approach");
        expect(await sections.count(), path).toBeGreaterThan(0);
        for (const section of await sections.all()) {
          await section.scrollIntoViewIfNeeded();
          // Measured as it settles: sections that read data (the Vault rail) mark themselves busy,
          // and a section that has just come into view or hydrated can report a stale height
          // until the next frames are laid out (seen under load: 784 px for a 566 px section).
          await expect(section.locator("[aria-busy='true']")).toHaveCount(0);
          const heightAfterTwoFrames = () =>
            section.evaluate(
              (element) =>
                new Promise<number>((resolve) => {
                  requestAnimationFrame(() =>
                    requestAnimationFrame(() => resolve(Math.round(element.getBoundingClientRect().height))),
                  );
                }),
            );
          let height = 0;
          await expect
            .poll(async () => {
              const first = await heightAfterTwoFrames();
              height = await heightAfterTwoFrames();
              return first === height;
            })
            .toBe(true);
          const { estimate, name } = await section.evaluate((element) => ({
            estimate: Number.parseFloat(getComputedStyle(element).containIntrinsicHeight.replace("auto", "")),
            name: element.querySelector("h2")?.textContent ?? element.tagName.toLowerCase(),
          }));
          if (height > estimate + 1) {
            tooTall.push(`${width} px ${path} ${name}: ${height}px, estimate ${estimate}px`);
          }
        }
      }
    }
    expect(tooTall).toEqual([]);
  });
});

// Under reduced motion nothing is hidden: reduced-motion.spec.ts.
test.describe("motion", () => {
  test("with motion, sections below the fold fade in once when seen", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    const aboutMe = page.locator("section", { has: page.getByRole("heading", { name: "About Me" }) });
    await expect(aboutMe).toHaveAttribute("data-reveal", "waiting");
    await aboutMe.scrollIntoViewIfNeeded();
    await expect(aboutMe).toHaveAttribute("data-reveal", "shown");
    await expect(aboutMe).toHaveCSS("opacity", "1");
    await expect(page.locator("html")).toHaveClass(/aos-ready/);
  });
});

/** The text of one of the site's XML files (the feed, the sitemap), served as XML. */
async function fetchXml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toMatch(/xml/);
  return response.text();
}

/** A PNG's pixel size, from its IHDR chunk (right after the signature). */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

/** Fetches one of the site's own URLs from the server under test, whatever
 * origin the build was configured with. */
function onTestServer(url: string) {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** The developer page says only "Loading..." until it knows who
 * is signed in (then its h1, or a redirect home), so its raw HTML has no h1.
 * It is noindex. */
const withoutH1 = new Set(["/dev-add-product"]);

test.describe("search and sharing in the raw HTML", () => {
  const origin = configuredOrigin();
  const canonicalUrl = (route: string) => `${origin}${route}`;

  test("every page has one h1, its own title, description, canonical URL and share card", async ({
    page,
    request,
  }) => {
    for (const route of prerenderedRoutes()) {
      await test.step(route, async () => {
        const { h1, title, meta, links, jsonLd, breadcrumb } = await rawPage(page, request, route);
        // A breadcrumb on the page is also one for search engines, step for step.
        const trail = jsonLd
          .map((text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string }[] })
          .find((data) => data["@type"] === "BreadcrumbList");
        expect(trail?.itemListElement?.map((item) => item.name) ?? [], "BreadcrumbList").toEqual(breadcrumb);
        if (withoutH1.has(route)) {
          expect(h1).toEqual([]);
        } else {
          expect(h1).toHaveLength(1);
          expect(h1[0]).not.toBe("");
        }
        expect(title.trim()).not.toBe("");
        expect(meta.description).toEqual([expect.stringMatching(/\S/)]);
        expect(links.canonical).toEqual([canonicalUrl(route)]);
        expect(meta["og:url"]).toEqual([canonicalUrl(route)]);
        expect(meta["og:title"]).toEqual([title]);
        expect(meta["og:description"]).toEqual(meta.description);
        expect(meta["twitter:card"]).toEqual(["summary_large_image"]);
        expect(meta["twitter:title"]).toEqual([title]);

        const [image] = meta["og:image"] ?? [];
        expect(image, "og:image").toMatch(/^https?:\/\//);
        expect(meta["twitter:image"]).toEqual([image]);
        expect(meta["og:image:alt"]).toEqual([expect.stringMatching(/\S/)]);
        const response = await request.get(onTestServer(image ?? ""));
        expect(response.status(), image).toBe(200);
        if (response.headers()["content-type"] === "image/png") {
          const { width, height } = pngSize(await response.body());
          expect(meta["og:image:width"]).toEqual([String(width)]);
          expect(meta["og:image:height"]).toEqual([String(height)]);
        }
      });
    }
  });

  test("the installed app offers two shortcuts, each to a page the build has", async ({ request }) => {
    const manifest = (await (await request.get("/site.webmanifest")).json()) as {
      shortcuts: { name: string; url: string; icons: { src: string }[] }[];
    };
    expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ["Start a fast", "/tools/fasting-timer"],
      ["Log weight", "/tools/progress"],
    ]);
    for (const shortcut of manifest.shortcuts) {
      expect(prerenderedRoutes()).toContain(shortcut.url);
      expect((await request.get(shortcut.icons[0]?.src ?? "")).status()).toBe(200);
    }
  });

  test("the default share card is a 1200×630 PNG", async ({ request }) => {
    const response = await request.get("/og-image.png");
    expect(response.status()).toBe(200);
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });

  test("/ describes the organisation and the website in JSON-LD", async ({ page, request }) => {
    const { jsonLd } = await rawPage(page, request, "/");
    const data = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    const organization = data.find((item) => item["@type"] === "Organization");
    const website = data.find((item) => item["@type"] === "WebSite");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "Fast & Fuel",
      url: `${origin}/`,
      logo: { "@type": "ImageObject", url: expect.stringMatching(new RegExp(`^${origin}/`)) },
    });
    // The test build sets no social profile (VITE_SOCIAL_*_URL), so none is claimed.
    expect(organization).not.toHaveProperty("sameAs");
    expect(website).toMatchObject({
      "@context": "https://schema.org",
      name: "Fast & Fuel",
      url: `${origin}/`,
    });
    const logo = await request.get(onTestServer((organization?.logo as { url: string }).url));
    expect(logo.status()).toBe(200);
  });

  test("every built-in article is prerendered with its own tags and Article JSON-LD", async ({
    page,
    request,
  }) => {
    const articles = builtArticles();
    expect(articles.length).toBeGreaterThanOrEqual(18);
    const cards = new Map<string, string>();
    for (const article of articles) {
      const route = `/articles/${article.id}`;
      expect(prerenderedRoutes(), route).toContain(route);
      const { h1, title, meta, jsonLd } = await rawPage(page, request, route);
      // Its own share card (that it loads is checked per route above), unlike any other article's.
      const [card = ""] = meta["og:image"] ?? [];
      expect(card, route).toBe(`${origin}/share/articles/${article.id}.png`);
      const bytes = (await (await request.get(onTestServer(card))).body()).toString("base64");
      expect(cards.get(bytes), `${route} shares the card of`).toBeUndefined();
      cards.set(bytes, route);
      expect(h1, route).toEqual([article.title]);
      expect(title, route).toBe(`${article.title} | Fast & Fuel`);
      expect(meta.description, route).toEqual([article.excerpt]);
      expect(meta["og:type"], route).toEqual(["article"]);
      expect(meta["article:published_time"], route).toEqual([article.createdAt]);
      expect(meta["article:modified_time"] ?? [], route).toEqual(
        article.updatedAt ? [article.updatedAt] : [],
      );
      const data = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(data, route).toEqual([
        expect.objectContaining({
          "@context": "https://schema.org",
          "@type": "Article",
          headline: article.title,
          description: article.excerpt,
          author: expect.objectContaining({ name: article.author }),
          datePublished: article.createdAt,
          dateModified: article.updatedAt ?? article.createdAt,
          mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl(route) },
        }),
      ]);
    }
  });

  test("every prerendered article shows its byline, key takeaways with evidence levels, numbered citations and, if revised, what changed", async ({
    page,
    request,
  }) => {
    const articles = builtArticles();
    expect(articles.some((article) => article.updatedAt)).toBe(true);
    for (const article of articles) {
      const route = `/articles/${article.id}`;
      const html = await (await request.get(route)).text();
      const view = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, "text/html");
        const text = (selector: string) => document.querySelector(selector)?.textContent.trim() ?? "";
        const markers = [
          ...document.querySelectorAll<HTMLAnchorElement>(".article-body sup a[href^='#fn-']"),
        ];
        return {
          byline: [...document.querySelectorAll("main p")]
            .map((p) => p.textContent)
            .find((t) => t.startsWith("By ")),
          updated: [...document.querySelectorAll("main p")]
            .map((p) => p.textContent)
            .find((t) => t.startsWith("Updated ")),
          standardsLink: document.querySelector("main a[href='/editorial-standards']")?.textContent,
          takeaways: [...document.querySelectorAll("[aria-labelledby='key-takeaways'] li")].map(
            (li) => li.textContent,
          ),
          markerNumbers: markers.map((link) => Number(link.textContent)),
          markersResolve: markers.every((link) => document.getElementById(link.hash.slice(1)) !== null),
          // The build writes the revisions into the body, newest first, before the sources.
          changes: [...document.querySelectorAll(".article-body #what-changed + ul li")].map(
            (li) => li.textContent,
          ),
          sourcesHeading: text("#footnote-label"),
          sources: document.querySelectorAll(".footnotes li").length,
          backLinksResolve: [
            ...document.querySelectorAll<HTMLAnchorElement>(".footnotes a[href^='#fnref-']"),
          ].every((link) => document.getElementById(link.hash.slice(1)) !== null),
        };
      }, html);
      expect(view.byline, route).toMatch(/^By .+ • \w+ \d{1,2}, \d{4} · \d+ min read$/);
      expect(view.byline?.startsWith(`By ${article.author} • `), route).toBe(true);
      expect(view.updated !== undefined, route).toBe(
        article.updatedAt !== undefined && article.updatedAt > article.createdAt,
      );
      expect(view.standardsLink, route).toBe("How we write and check articles");
      // Each line with its level's label (src/content/evidence-levels.ts).
      expect(view.takeaways, route).toEqual(
        (article.keyTakeaways ?? []).map(({ text, evidence }) => `${text} ${evidenceLabels[evidence]}`),
      );
      expect(view.changes.length, route).toBe(article.revisions?.length ?? 0);
      for (const revision of article.revisions ?? []) {
        expect(
          view.changes.some((line) => line.endsWith(`: ${revision.change}`)),
          route,
        ).toBe(true);
      }
      expect(view.sources, route).toBeGreaterThanOrEqual(3);
      // Numbered in order of first citation: 1, 2, 3… (a source cited again keeps its number).
      const firsts = [...new Set(view.markerNumbers)];
      expect(firsts, route).toEqual(firsts.map((_, index) => index + 1));
      expect(firsts.length, route).toBe(view.sources);
      expect(view.markersResolve && view.backLinksResolve, route).toBe(true);
      expect(view.sourcesHeading, route).toBe("Sources");
    }
  });

  test("/feed.xml is a valid Atom feed of every article, linked from every page", async ({
    page,
    request,
  }) => {
    const feedXml = await fetchXml(request, "/feed.xml");
    const feed = await page.evaluate((source) => {
      const xml = new DOMParser().parseFromString(source, "application/xml");
      const ATOM = "http://www.w3.org/2005/Atom";
      const child = (parent: Element, name: string) =>
        [...parent.children].find((node) => node.namespaceURI === ATOM && node.localName === name);
      const root = xml.documentElement;
      // Titles and summaries are type="html": escaped markup, read as a reader's feed app shows it.
      const html = (node: Element | undefined) =>
        new DOMParser().parseFromString(node?.textContent ?? "", "text/html").body.textContent;
      return {
        parseError: xml.getElementsByTagName("parsererror").length > 0,
        root: `${root.namespaceURI} ${root.localName}`,
        required: ["id", "title", "updated"].every((name) => child(root, name)?.textContent),
        self: [...root.children].some(
          (node) => node.localName === "link" && node.getAttribute("rel") === "self",
        ),
        entries: [...root.children]
          .filter((node) => node.localName === "entry")
          .map((entry) => ({
            id: child(entry, "id")?.textContent,
            title: html(child(entry, "title")),
            updated: child(entry, "updated")?.textContent,
            published: child(entry, "published")?.textContent,
            link: child(entry, "link")?.getAttribute("href"),
            author: child(entry, "author")?.textContent.trim(),
            summary: html(child(entry, "summary")),
          })),
      };
    }, feedXml);
    expect(feed.parseError).toBe(false);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(feed.required && feed.self).toBe(true);
    const articles = builtArticles();
    expect(feed.entries).toHaveLength(articles.length);
    for (const article of articles) {
      const url = canonicalUrl(`/articles/${article.id}`);
      expect(feed.entries).toContainEqual({
        id: url,
        title: article.title,
        updated: article.updatedAt ?? article.createdAt,
        published: article.createdAt,
        link: url,
        author: article.author,
        summary: article.excerpt,
      });
    }
    const { links } = await rawPage(page, request, "/articles");
    expect(links.alternate).toEqual(["/feed.xml"]);
  });

  test("/articles.json and /products.json hold the content in the upload shape", async ({ request }) => {
    const articles = await request.get("/articles.json");
    expect(articles.headers()["content-type"]).toMatch(/json/);
    const documents = (await articles.json()) as Record<string, unknown>[];
    expect(documents).toHaveLength(builtArticles().length);
    for (const document of documents) {
      expect(document.slug).toBe(document.id);
      expect(Number.isNaN(Date.parse(String(document.createdAt)))).toBe(false);
      expect(String(document.content)).toContain('<section class="footnotes">');
    }
    const products = (await (await request.get("/products.json")).json()) as Record<string, unknown>[];
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const product of products) expect(String(product.link)).toMatch(/^https:\/\//);
  });

  test("a prerendered article's body is in the HTML, sanitised", async ({ page, request }) => {
    const html = await (await request.get("/articles/10-benefits-of-fasting")).text();
    const body = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "text/html");
      const element = document.querySelector(".article-body");
      return {
        paragraphs: element?.querySelectorAll("p").length ?? 0,
        scripts: element?.querySelectorAll("script, style, iframe, [onerror], [onclick]").length ?? -1,
        externalLinks: [...(element?.querySelectorAll("a[href^='https://']") ?? [])].map((link) => ({
          target: link.getAttribute("target"),
          rel: link.getAttribute("rel"),
        })),
      };
    }, html);
    expect(body.paragraphs).toBeGreaterThan(3);
    expect(body.scripts).toBe(0);
    expect(body.externalLinks.length).toBeGreaterThan(0);
    for (const link of body.externalLinks)
      expect(link).toEqual({ target: "_blank", rel: "noopener noreferrer" });
  });

  test("an unknown article slug still gets the SPA fallback", async ({ request }) => {
    const response = await request.get("/articles/no-such-article");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('"@type":"Article"');
    expect(html).toContain("<title>Fast &amp; Fuel — ");
  });

  test("/sitemap.xml lists every indexable prerendered route and no private page", async ({
    page,
    request,
  }) => {
    const routes = prerenderedRoutes();
    const noindex: string[] = [];
    for (const route of routes) {
      const { meta } = await rawPage(page, request, route);
      if ((meta.robots ?? []).some((content) => /noindex/i.test(content))) noindex.push(route);
    }
    expect(noindex).toEqual(expect.arrayContaining(["/dev-add-product", "/login"]));

    const sitemapXml = await fetchXml(request, "/sitemap.xml");
    const sitemap = await page.evaluate((xml) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        namespace: document.documentElement.namespaceURI,
        locs: [...document.getElementsByTagName("url")].map(
          (url) => url.getElementsByTagName("loc")[0]?.textContent ?? "",
        ),
        lastmods: Object.fromEntries(
          [...document.getElementsByTagName("url")].map((url) => [
            url.getElementsByTagName("loc")[0]?.textContent ?? "",
            url.getElementsByTagName("lastmod")[0]?.textContent ?? null,
          ]),
        ),
      };
    }, sitemapXml);
    expect(sitemap.error).toBeNull();
    expect(sitemap.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const indexable = routes.filter((route) => !noindex.includes(route)).map(canonicalUrl);
    expect([...sitemap.locs].sort()).toEqual([...indexable].sort());
    expect(sitemap.locs.some((loc) => /\/(login|dev-add-product)$/.test(loc))).toBe(false);
    for (const article of builtArticles()) {
      expect(sitemap.lastmods[canonicalUrl(`/articles/${article.id}`)], article.id).toBe(
        article.updatedAt ?? article.createdAt,
      );
    }
  });

  test("/robots.txt points to the sitemap and does not name the private pages", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    // They carry noindex; a Disallow line would publish their paths and hide that tag from crawlers.
    expect(lines.filter((line) => /Disallow|login|dev-add-product/.test(line))).toEqual([]);
  });

  test("the web app manifest and its icons are served at their stated sizes", async ({ page, request }) => {
    const { links } = await rawPage(page, request, "/");
    expect(links.manifest).toHaveLength(1);
    const response = await request.get(links.manifest?.[0] ?? "");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: "Fast & Fuel", start_url: "/", display: "standalone" });
    expect(manifest.short_name).not.toBe("");
    expect(manifest.theme_color).toMatch(/^#[\da-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[\da-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );

    const icons = [
      ...manifest.icons.map(({ src, sizes }) => ({ src, sizes })),
      ...(links["apple-touch-icon"] ?? []).map((src) => ({ src, sizes: "180x180" })),
    ];
    expect(icons.some(({ sizes }) => sizes === "180x180")).toBe(true);
    for (const { src, sizes } of icons) {
      const icon = await request.get(src);
      expect(icon.status(), src).toBe(200);
      expect(icon.headers()["content-type"], src).toBe("image/png");
      const { width, height } = pngSize(await icon.body());
      expect(`${width}x${height}`, src).toBe(sizes);
    }
  });
});
