// sitemap.xml and robots.txt from the prerendered pages, pure (no file
// system): the post-build step reads build/client and writes what this returns.
// Everything comes from the pages' own head tags, so the origin is the one the
// build was configured with (VITE_SITE_URL, via each canonical link) and a new
// prerendered route (a diet guide, an article) is listed without a code change.

const TAG = /<(meta|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * Decodes the character references React and browsers emit in attribute
 * values (named basics, decimal and hex).
 * @param {string} value
 */
function decodeEntities(value) {
  return value.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi, (match, dec, hex, name) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ENTITIES[/** @type {keyof typeof ENTITIES} */ (name.toLowerCase())];
  });
}

/**
 * The `<meta>` and `<link>` elements of a document as attribute maps (names
 * lower-cased, values decoded), in order.
 * @param {string} html
 * @returns {{ tag: "meta" | "link", attributes: Map<string, string> }[]}
 */
export function findHeadTags(html) {
  return [...html.matchAll(TAG)].map(([, tag = "", source = ""]) => {
    const attributes = new Map();
    for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE)) {
      const key = name.toLowerCase();
      if (!attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? ""));
    }
    return { tag: /** @type {"meta" | "link"} */ (tag.toLowerCase()), attributes };
  });
}

/**
 * What the sitemap needs from one page: its canonical URL, whether it asks
 * not to be indexed (`<meta name="robots" content="noindex">`), and when it
 * last changed (`article:modified_time`, else `article:published_time`, as an
 * ISO date-time; null when neither is present or valid).
 * @param {string} html
 * @returns {{ canonical: string | null, noindex: boolean, lastmod: string | null }}
 */
export function readPageSeo(html) {
  const tags = findHeadTags(html);
  const meta = (/** @type {string} */ key, /** @type {string} */ value) =>
    tags
      .find(({ tag, attributes }) => tag === "meta" && attributes.get(key)?.toLowerCase() === value)
      ?.attributes.get("content");
  const canonical = tags.find(
    ({ tag, attributes }) =>
      tag === "link" && (attributes.get("rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"),
  );
  const robots = (meta("name", "robots") ?? "").toLowerCase().split(/\s*,\s*/);
  const changed = meta("property", "article:modified_time") ?? meta("property", "article:published_time");
  const time = changed === undefined ? Number.NaN : Date.parse(changed);
  return {
    canonical: canonical?.attributes.get("href") || null,
    noindex: robots.includes("noindex") || robots.includes("none"),
    lastmod: Number.isNaN(time) ? null : new Date(time).toISOString(),
  };
}

/**
 * The route a prerendered file serves: `index.html` → `/`, `about/index.html`
 * → `/about`. Null for other files (`404.html`, `__spa-fallback.html`).
 * @param {string} file path relative to build/client, with `/` separators
 * @returns {string | null}
 */
export function routeOfFile(file) {
  if (file === "index.html") return "/";
  if (!file.endsWith("/index.html")) return null;
  return `/${file.slice(0, -"/index.html".length)}`;
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);
}

/**
 * A sitemap (sitemaps.org protocol 0.9).
 * @param {readonly { loc: string, lastmod?: string | null }[]} urls absolute URLs
 * @returns {string}
 */
export function buildSitemap(urls) {
  const entries = urls.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries.join("")}</urlset>\n`
  );
}

/**
 * robots.txt: every crawler may read everything, and learns where the sitemap
 * is. Private pages are not listed: a Disallow line would publish their paths
 * and stop crawlers from reading the `noindex` that keeps them out of results.
 * @param {{ origin: string }} options
 * @returns {string}
 */
export function buildRobots({ origin }) {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/**
 * Plans both files from the prerendered pages. Pages marked noindex are left
 * out of the sitemap (robots.txt does not name them); every other page must have
 * a canonical URL on the home page's origin (else the build is misconfigured
 * and this throws, naming the page).
 * @param {readonly { file: string, html: string }[]} pages files relative to build/client
 * @returns {{ sitemap: string, robots: string, indexed: string[], excluded: string[] }}
 */
export function planSeoFiles(pages) {
  const routes = pages
    .flatMap(({ file, html }) => {
      const route = routeOfFile(file);
      return route === null ? [] : [{ route, ...readPageSeo(html) }];
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const home = routes.find(({ route }) => route === "/");
  if (!home?.canonical) throw new Error('The home page (index.html) has no <link rel="canonical">.');
  const origin = new URL(home.canonical).origin;

  const excluded = routes.filter(({ noindex }) => noindex).map(({ route }) => route);
  /** @type {Map<string, string | null>} */
  const urls = new Map();
  for (const { route, canonical, noindex, lastmod } of routes) {
    if (noindex) continue;
    if (!canonical) throw new Error(`${route} has no <link rel="canonical"> (pageMeta's path).`);
    if (new URL(canonical).origin !== origin) {
      throw new Error(`${route}: canonical ${canonical} is not on the home page's origin ${origin}.`);
    }
    // Pages that name another page as canonical add that one, once.
    if (!urls.has(canonical)) urls.set(canonical, lastmod);
  }
  const sitemapUrls = [...urls].map(([loc, lastmod]) => ({ loc, lastmod }));
  return {
    sitemap: buildSitemap(sitemapUrls),
    robots: buildRobots({ origin }),
    indexed: sitemapUrls.map(({ loc }) => loc),
    excluded,
  };
}
