import type { APIRequestContext } from "@playwright/test";
import { expect, test, viewports, visit } from "./support/fixtures";
import { rawPage } from "./support/raw-page";
import { builtArticles, prerenderedRoutes } from "./support/routes";
import { configuredOrigin } from "./support/site-origin";
import { paths } from "../../src/config/paths";

// What crawlers and readers without JavaScript receive: the raw HTML.

// Every link leads to a page, so following one in a test says nothing more.
test("following links alone from / (no JavaScript) reaches every article, and no link leads nowhere, nor to a section a page lacks", async ({
  request,
}) => {
  const pages = new Map<string, string>();
  const sections: { from: string; target: string; id: string }[] = [];
  const queue = ["/"];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    pages.set(path, html);
    for (const [, href = "", id] of html.matchAll(/href="(\/[^"#?]*)(?:\?[^"#]*)?(?:#([^"]+))?"/g)) {
      const target = href.replace(/(.)\/$/, "$1");
      // Pages only: not the feed, the sitemap, styles, scripts, pictures or the JSON files.
      if (/\.[a-z0-9]+$/i.test(target)) continue;
      if (id !== undefined) sections.push({ from: path, target, id });
      if (pages.has(target) || queue.includes(target)) continue;
      queue.push(target);
    }
  }
  const unreached = builtArticles()
    .map((article) => `/articles/${article.id}`)
    .filter((path) => !pages.has(path));
  expect(unreached).toEqual([]);
  const missing = sections.filter(({ target, id }) => !pages.get(target)?.includes(`id="${id}"`));
  expect(missing).toEqual([]);
});

// Each card's parts and the list's order are the components' tests (article-card, article-list-page,
// products-page) and the routes' (articles, products); here, that the build's loaders put them in the
// HTML, with the real content.
test("/products, /articles and the home rail carry their content in the HTML (route loaders); nothing is hidden before scripts run; every tool, and the sign-in and sign-up forms, say they need JavaScript; submitting a form leaves no password or address in the URL or history", async ({
  withoutScripts: page,
  request,
}) => {
  const hidden = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => getComputedStyle(element).opacity === "0")
        .map((element) => element.outerHTML.slice(0, 80)),
    );
  const products = (await (await request.get("/products.json")).json()) as unknown[];
  await page.goto("/products");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(products.length);

  await page.goto("/articles");
  await expect(
    page.getByRole("heading", { level: 1, name: `Explore ${builtArticles().length} Articles` }),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);

  await page.goto("/");
  await expect(page.getByRole("list", { name: "Latest articles" }).getByRole("article")).toHaveCount(10);
  expect(await hidden(), "/").toEqual([]);
  await page.goto("/about");
  expect(await hidden(), "/about").toEqual([]);

  // A <noscript> note: with JavaScript on, the browser never shows it.
  const tools = prerenderedRoutes().filter((route) => route.startsWith("/tools/"));
  // The six tools on the index, the fasting timer, the progress tracker and My plan.
  expect(tools).toHaveLength(9);
  for (const path of tools) {
    await page.goto(path);
    await expect(page.getByText(/This tool needs JavaScript to work/), path).toBeVisible();
  }
  const secrets = ["reader@example.com", "reader%40example.com", "hunter2-secret"];
  for (const [path, submit] of [
    [paths.login, "Login"],
    [paths.subscribe, "Subscribe"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(/needs JavaScript, which is off in this browser/), path).toBeVisible();
    await page.getByLabel(/^E-mail/).fill("reader@example.com");
    if (path === paths.login) await page.getByLabel("Password").fill("hunter2-secret");
    const sent = page.waitForRequest((post) => post.method() === "POST");
    await page.getByRole("button", { name: submit }).click();
    const post = await sent;
    await page.waitForLoadState();
    for (const secret of secrets) {
      expect(post.url(), path).not.toContain(secret);
      expect(page.url(), path).not.toContain(secret);
    }
    // Every history entry is a page address without a query.
    expect(new URL(page.url()).search, path).toBe("");
    await page.goBack();
    expect(new URL(page.url()).search, path).toBe("");
  }
});

test("pages paint before they request any script, then hydrate", async ({ page, problems }) => {
  for (const path of ["/", "/articles/10-benefits-of-fasting", "/tools/macro-calculator"]) {
    await test.step(path, async () => {
      await visit(page, path);
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

test("/ loads the stats and testimonials code only when scrolled near; their HTML stays as it is", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(viewports.mobile);
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
  // React drops a click on a section whose code has not arrived yet (it can only hydrate the section on a
  // click once the code is there), which on a busy machine can be well after the code was requested. Click
  // once the section is live: the slider has measured its track in pixels (the prerendered track is sized in
  // percent).
  await expect(section.locator(".slick-track")).toHaveAttribute("style", /\dpx/);
  await pause.click();
  await expect(section.getByRole("button", { name: "Play quotes" })).toBeVisible();
  // Hydrated in place: the prerendered heading was never replaced.
  expect(await heading.evaluate((element) => element.isConnected)).toBe(true);
  expect(problems.errors).toEqual([]);
});

// `content-visibility: auto` lays a skipped section out at its estimated height; content taller than that
// overflows the placeholder, and tools that read the page without scrolling (Lighthouse's axe) then see it
// over the page background. Every estimate must hold its section at every width: the narrowest width of each
// breakpoint range is where text wraps most.
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

const origin = configuredOrigin();
const canonicalUrl = (route: string) => `${origin}${route}`;

test("every page's HTML is complete, preloads no script, and has one h1, its own title, description, canonical URL and share card; /sitemap.xml lists every page but the noindex ones, and /robots.txt names it", async ({
  page,
  request,
}) => {
  const routes = prerenderedRoutes();
  const noindex: string[] = [];
  for (const route of routes) {
    await test.step(route, async () => {
      const html = await (await request.get(route)).text();
      // Nothing streamed in later (React's markers: a placeholder, its content in a hidden div, a script
      // to swap them), and scripts come after the first paint.
      expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toContain("/* paint first */");
      const { h1, title, meta, links, jsonLd, breadcrumb } = await rawPage(page, request, route);
      if ((meta.robots ?? []).some((content) => /noindex/i.test(content))) noindex.push(route);
      // A breadcrumb on the page is also one for search engines, step for step.
      const trail = jsonLd
        .map((text) => JSON.parse(text) as { "@type": string; itemListElement?: { name: string }[] })
        .find((data) => data["@type"] === "BreadcrumbList");
      expect(trail?.itemListElement?.map((item) => item.name) ?? [], "BreadcrumbList").toEqual(breadcrumb);
      // The developer page says only "Loading..." until it knows who is signed in (then its h1, or a
      // redirect home), so its raw HTML has no h1. It is noindex.
      expect(h1).toEqual(route === "/dev-add-product" ? [] : [expect.stringMatching(/\S/)]);
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
  // The sitemap's format and the pages it leaves out are sitemap.test.ts; here, the served file and the
  // pages' own robots tags agree.
  expect(noindex).toEqual(expect.arrayContaining(["/dev-add-product", "/login"]));
  const sitemap = await page.evaluate(
    (xml) => {
      const document = new DOMParser().parseFromString(xml, "application/xml");
      return {
        error: document.querySelector("parsererror")?.textContent ?? null,
        locs: [...document.getElementsByTagName("loc")].map((loc) => loc.textContent),
      };
    },
    await fetchXml(request, "/sitemap.xml"),
  );
  expect(sitemap.error).toBeNull();
  const indexable = routes.filter((route) => !noindex.includes(route)).map(canonicalUrl);
  expect(sitemap.locs.sort()).toEqual(indexable.sort());
  // robots.txt's whole text (no Disallow line naming the noindex pages): sitemap.test.ts.
  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

// The manifest's content passes Chromium's installability check (offline.spec.ts); here, the files
// it and the pages name.
test("the icons, the touch icon and the default share card are served at their sizes; each shortcut opens a built page; / describes the organisation and the website in JSON-LD, with a logo that loads", async ({
  page,
  request,
}) => {
  const { links, jsonLd } = await rawPage(page, request, "/");
  expect(links.manifest).toHaveLength(1);
  const manifest = (await (await request.get(links.manifest?.[0] ?? "")).json()) as {
    icons: { src: string; sizes: string }[];
    shortcuts: { url: string; icons: { src: string }[] }[];
  };
  const images = [
    ...manifest.icons.map(({ src, sizes }) => ({ src, sizes })),
    ...(links["apple-touch-icon"] ?? []).map((src) => ({ src, sizes: "180x180" })),
    { src: "/og-image.png", sizes: "1200x630" },
  ];
  expect(images.some(({ sizes }) => sizes === "180x180")).toBe(true);
  for (const { src, sizes } of images) {
    const image = await request.get(src);
    expect(image.status(), src).toBe(200);
    expect(image.headers()["content-type"], src).toBe("image/png");
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`, src).toBe(sizes);
  }
  expect(manifest.shortcuts.map(({ url }) => url)).toEqual(["/tools/fasting-timer", "/tools/progress"]);
  for (const shortcut of manifest.shortcuts) {
    expect(prerenderedRoutes()).toContain(shortcut.url);
    expect((await request.get(shortcut.icons[0]?.src ?? "")).status()).toBe(200);
  }

  // What the objects hold is structured-data.test.ts.
  const data = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(data.map((item) => item["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  const organization = data.find((item) => item["@type"] === "Organization") as { logo: { url: string } };
  // The test build sets no social profile (VITE_SOCIAL_*_URL), so none is claimed.
  expect(organization).not.toHaveProperty("sameAs");
  expect((await request.get(onTestServer(organization.logo.url))).status()).toBe(200);
});

// The tags and the Article JSON-LD an article gets are article-meta.test.ts, how its parts are drawn
// article-page.test.tsx and compile-article.test.ts, the feed's format feed.test.ts; here, every real
// article as the build wrote it.
test("every built-in article is prerendered with its own title, dates, share card and Article JSON-LD; it cites at least three sources, numbered in order of first citation, every marker and back-link resolving; its takeaways and revisions are shown; /feed.xml is a well-formed Atom feed of every article, linked from the pages; an unknown slug gets the SPA fallback", async ({
  page,
  request,
}) => {
  const feed = await page.evaluate(
    (source) => {
      const xml = new DOMParser().parseFromString(source, "application/xml");
      const root = xml.documentElement;
      const child = (parent: Element, name: string) =>
        [...parent.children].find((node) => node.localName === name);
      return {
        parseError: xml.getElementsByTagName("parsererror").length > 0,
        entries: [...root.getElementsByTagName("entry")].map((entry) => ({
          id: child(entry, "id")?.textContent,
          updated: child(entry, "updated")?.textContent,
          link: child(entry, "link")?.getAttribute("href"),
        })),
      };
    },
    await fetchXml(request, "/feed.xml"),
  );
  expect(feed.parseError).toBe(false);
  const articles = builtArticles();
  expect(feed.entries).toHaveLength(articles.length);
  const { links } = await rawPage(page, request, "/articles");
  expect(links.alternate).toEqual(["/feed.xml"]);

  const cards = new Map<string, string>();
  for (const article of articles) {
    const route = `/articles/${article.id}`;
    const url = canonicalUrl(route);
    expect(feed.entries).toContainEqual({
      id: url,
      updated: article.updatedAt ?? article.createdAt,
      link: url,
    });
    const { h1, title, meta, jsonLd } = await rawPage(page, request, route);
    // Its own share card (that it loads is checked per route above), unlike any other article's.
    const [card = ""] = meta["og:image"] ?? [];
    expect(card, route).toBe(`${origin}/share/articles/${article.id}.png`);
    const bytes = (await (await request.get(onTestServer(card))).body()).toString("base64");
    expect(cards.get(bytes), `${route} shares the card of`).toBeUndefined();
    cards.set(bytes, route);
    expect(h1, route).toEqual([article.title]);
    expect(title, route).toBe(`${article.title} | Fast & Fuel`);
    expect(meta["article:published_time"], route).toEqual([article.createdAt]);
    expect(meta["article:modified_time"] ?? [], route).toEqual(article.updatedAt ? [article.updatedAt] : []);
    expect(
      jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]),
      route,
    ).toEqual(["Article"]);

    const html = await (await request.get(route)).text();
    const view = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "text/html");
      const count = (selector: string) => document.querySelectorAll(selector).length;
      const resolve = (selector: string) =>
        [...document.querySelectorAll<HTMLAnchorElement>(selector)].every(
          (link) => document.getElementById(link.hash.slice(1)) !== null,
        );
      const markers = ".article-body sup a[href^='#fn-']";
      return {
        markerNumbers: [...document.querySelectorAll(markers)].map((marker) => Number(marker.textContent)),
        sources: count(".footnotes li"),
        linksResolve: resolve(markers) && resolve(".footnotes a[href^='#fnref-']"),
        takeaways: count("[aria-labelledby='key-takeaways'] li"),
        // The build writes the revisions into the body, before the sources.
        changes: count(".article-body #what-changed + ul li"),
      };
    }, html);
    expect(view.sources, route).toBeGreaterThanOrEqual(3);
    // A source cited again keeps its number.
    const firsts = [...new Set(view.markerNumbers)];
    expect(firsts, route).toEqual(Array.from({ length: view.sources }, (_, index) => index + 1));
    expect(view.linksResolve, route).toBe(true);
    expect(view.takeaways, route).toBe(article.keyTakeaways?.length ?? 0);
    expect(view.changes, route).toBe(article.revisions?.length ?? 0);
  }

  const fallback = await request.get("/articles/no-such-article");
  expect(fallback.status()).toBe(200);
  const fallbackHtml = await fallback.text();
  expect(fallbackHtml).not.toContain('"@type":"Article"');
  expect(fallbackHtml).toContain("<title>Fast &amp; Fuel — ");
});
