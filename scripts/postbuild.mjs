// After `react-router build`:
// 1. Give static hosts a not-found page. Unknown paths get the SPA fallback
//    with a real 404 status (Firebase Hosting serves 404.html), and the client
//    router renders the not-found screen.
// 2. Make every page paint before it downloads and runs its scripts
//    (scripts/lib/react-router-output.mjs, decision 006).
// 3. Pin every page's inline scripts (React Router's context, data and module
//    loader — different per page and per build — and the site's own head
//    scripts) with a CSP meta element listing their hashes. The header policy
//    in firebase.json cannot know them; browsers enforce both policies, so no
//    other inline script runs. Any other inline script fails the build, named
//    with its page. See docs/decisions/004 and 030.
// 4. Index the pages a reader searches for the search page
//    (scripts/lib/search-index.mjs, decision 018).
// 5. Write the service worker, sw.js, last: it precaches the pages as they
//    are now, rewritten and pinned (scripts/lib/service-worker.mjs, decision 013).
//    With SW_KILL_SWITCH=1, sw.js is the kill switch instead (decision 025).
// Safe to run again on the same build: pages already rewritten are left as
// they are and the meta element is replaced.
import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { formatKiB } from "./lib/budgets.mjs";
import { loadEnv } from "vite";
import { injectCspMeta, missingAppCheckSources } from "./lib/csp.mjs";
import { paintFirst, routeOfFile } from "./lib/react-router-output.mjs";
import { KILL_SWITCH_VARIABLE, writeKillSwitch, writeServiceWorker } from "./lib/service-worker.mjs";
import { SEARCH_DIR, SEARCH_PAGE, writeSearchIndex } from "./lib/search-index.mjs";
import { readSiteScripts } from "./lib/site-scripts.mjs";

const dir = fileURLToPath(new URL("../build/client/", import.meta.url));

await copyFile(`${dir}__spa-fallback.html`, `${dir}404.html`);
console.log("postbuild: build/client/404.html written from the SPA fallback");

// Resource routes (feed.xml, sitemap.xml, robots.txt, articles.json,
// products.json) are files; React
// Router also writes a `.data` payload beside each, which nothing requests.
for (const name of await readdir(dir)) {
  if (/\.(xml|json|txt)\.data$/.test(name)) await rm(`${dir}${name}`);
}

const pages = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => join(entry.parentPath, entry.name));
if (pages.length === 0) throw new Error(`postbuild: no HTML files under ${dir}`);

// App Check (decision 026) loads reCAPTCHA from Google: only a build with a
// site key allows those hosts, in each page's meta policy here and in
// firebase.json's header policies, which the owner edits (checked below).
const appCheck = Boolean(
  loadEnv("production", process.cwd(), "VITE_").VITE_FIREBASE_APPCHECK_SITE_KEY?.trim(),
);
if (appCheck) {
  /** @type {{ hosting: { headers: { headers: { key: string, value: string }[] }[] } }} */
  const config = JSON.parse(await readFile(new URL("../firebase.json", import.meta.url), "utf8"));
  const pagePolicies = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .filter(({ key, value }) => key === "Content-Security-Policy" && /\bscript-src\b/.test(value));
  const missing = [...new Set(pagePolicies.flatMap(({ value }) => missingAppCheckSources(value)))];
  if (missing.length > 0) {
    throw new Error(
      "postbuild: App Check is on (VITE_FIREBASE_APPCHECK_SITE_KEY), but firebase.json's page policies do not " +
        `allow what it loads. Add to each Content-Security-Policy that has a script-src:\n  ${missing.join("\n  ")}`,
    );
  }
  console.log("postbuild: App Check is on: pages allow reCAPTCHA's scripts and frame (decision 026)");
}

const siteScripts = await readSiteScripts();
let scripts = 0;
/** @type {{ file: string, html: string }[]} */
const written = [];
let deferred = 0;
for (const page of pages) {
  const file = relative(dir, page).split(sep).join("/");
  const painted = paintFirst(await readFile(page, "utf8"));
  if (painted.preloads.length > 0) deferred += 1;
  const { html, hashes } = injectCspMeta(painted.html, {
    wasm: routeOfFile(file) === SEARCH_PAGE,
    appCheck,
    siteScripts,
    file: `build/client/${file}`,
  });
  await writeFile(page, html);
  scripts += hashes.length;
  written.push({ file, html });
}
console.log(
  `postbuild: ${deferred} pages hydrate after their first paint (scripts/lib/react-router-output.mjs)`,
);
console.log(`postbuild: CSP meta in ${pages.length} HTML files, ${scripts} inline script hashes in all`);

const search = await writeSearchIndex(dir, written);
console.log(`postbuild: ${SEARCH_DIR}/ indexes ${search.pages.length} pages for ${SEARCH_PAGE}`);

if (process.env[KILL_SWITCH_VARIABLE] === "1") {
  await writeKillSwitch(dir);
  console.log(
    `postbuild: sw.js is the kill switch (${KILL_SWITCH_VARIABLE}=1): deployed, it removes the offline copy ` +
      "from readers' browsers and reloads their open pages (docs/decisions/025)",
  );
} else {
  const precache = await writeServiceWorker(dir);
  console.log(
    `postbuild: sw.js precaches ${precache.count} files, ${formatKiB(precache.size)}: ` +
      `${precache.routes.length} pages with their .data files, ` +
      `their scripts, styles, fonts and pictures${
        precache.articlesLeftOut.length > 0
          ? `; ${precache.articlesLeftOut.length} older articles load from the network`
          : ""
      }`,
  );
}
