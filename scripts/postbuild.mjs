// After `react-router build`: paint-first pages with inline scripts pinned by hash in a CSP meta element
// (decisions 004, 006), the search index, and last the service worker, so it precaches the final pages.
import { copyFile, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { formatKiB } from "./lib/budgets.mjs";
import { injectCspMeta, missingAppCheckSources } from "./lib/csp.mjs";
import { paintFirst, routeOfFile } from "./lib/react-router-output.mjs";
import { importTypeScript } from "./lib/app-modules.mjs";
import { SEARCH_DIR, writeSearchIndex } from "./lib/search-index.mjs";
import { KILL_SWITCH_VARIABLE, writeKillSwitch, writeServiceWorker } from "./lib/service-worker.mjs";
import { readSiteScripts } from "./lib/site-scripts.mjs";

const dir = fileURLToPath(new URL("../build/client/", import.meta.url));
const { paths } = await importTypeScript("src/config/paths.ts");

await copyFile(`${dir}__spa-fallback.html`, `${dir}404.html`);
console.log("postbuild: build/client/404.html written from the SPA fallback");

// Resource routes (feed.xml, robots.txt, articles.json, share cards…) are files: nothing requests their `.data`.
for (const name of await readdir(dir, { recursive: true })) {
  if (/\.(xml|json|txt|png)\.data$/.test(name)) await rm(`${dir}${name}`);
}

const pages = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => join(entry.parentPath, entry.name));
if (pages.length === 0) throw new Error(`postbuild: no HTML files under ${dir}`);

const appCheck = Boolean(
  loadEnv("production", process.cwd(), "VITE_").VITE_FIREBASE_APPCHECK_SITE_KEY?.trim(),
);
if (appCheck) {
  /** @type {{ hosting: { headers: { headers: { key: string, value: string }[] }[] } }} */
  const config = JSON.parse(await readFile(new URL("../firebase.json", import.meta.url), "utf8"));
  const missing = new Set(
    config.hosting.headers
      .flatMap((rule) => rule.headers)
      .filter(({ key, value }) => key === "Content-Security-Policy" && /\bscript-src\b/.test(value))
      .flatMap(({ value }) => missingAppCheckSources(value)),
  );
  if (missing.size > 0) {
    throw new Error(
      "postbuild: App Check is on (VITE_FIREBASE_APPCHECK_SITE_KEY), but firebase.json's page policies do not " +
        `allow what it loads. Add to each Content-Security-Policy that has a script-src:\n  ${[...missing].join("\n  ")}`,
    );
  }
  console.log("postbuild: App Check is on: pages allow reCAPTCHA's scripts and frame (decision 026)");
}

const siteScripts = await readSiteScripts();
let scripts = 0;
let deferred = 0;
const written = [];
for (const page of pages) {
  const file = relative(dir, page).split(sep).join("/");
  const painted = paintFirst(await readFile(page, "utf8"));
  if (painted.preloads.length > 0) deferred += 1;
  const { html, hashes } = injectCspMeta(painted.html, {
    wasm: routeOfFile(file) === paths.search,
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
console.log(`postbuild: ${SEARCH_DIR}/ indexes ${search.pages.length} pages for ${paths.search}`);

if (process.env[KILL_SWITCH_VARIABLE] === "1") {
  await writeKillSwitch(dir);
  console.log(
    `postbuild: sw.js is the kill switch (${KILL_SWITCH_VARIABLE}=1): deployed, it removes the offline copy ` +
      "from readers' browsers and reloads their open pages (docs/decisions/025)",
  );
} else {
  const { count, size, routes, articlesLeftOut } = await writeServiceWorker(dir);
  const older = articlesLeftOut.length;
  console.log(
    `postbuild: sw.js precaches ${count} files, ${formatKiB(size)}: ${routes.length} pages with their ` +
      `.data files, their scripts, styles, fonts and pictures` +
      (older > 0 ? `; ${older} older articles load from the network` : ""),
  );
}
