// `npm run check:budgets` (part of `npm test`, after `npm run build`): the
// performance budgets of scripts/lib/budgets.mjs against build/client.
// Prints the table; exits 1 when a budget is exceeded.
import { readFile, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { checkBudgets, formatReport, staticImportsFromManifest } from "./lib/budgets.mjs";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));
const entries = await readdir(client, { recursive: true, withFileTypes: true }).catch(() => {
  throw new Error("No build in build/client: run `npm run build` first.");
});
const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
/** @param {string} file */
const url = (file) => `/${relative(client, file).split(sep).join("/")}`;

const pages = [];
const assets = new Map();
const css = new Map();
for (const file of files) {
  const path = url(file);
  if (path.endsWith("/index.html")) {
    pages.push({ route: path.replace(/\/?index\.html$/, "") || "/", html: await readFile(file, "utf8") });
  } else if (path.startsWith("/assets/") && path.endsWith(".js")) {
    assets.set(path, await readFile(file, "utf8"));
  } else if (path.endsWith(".css")) {
    css.set(path, await readFile(file, "utf8"));
  }
}
pages.sort((a, b) => a.route.localeCompare(b.route));

const manifest = JSON.parse(await readFile(join(client, ".vite/manifest.json"), "utf8"));
const result = checkBudgets({ pages, assets, css, imports: staticImportsFromManifest(manifest) });
console.log(formatReport(result));
if (result.problems.length > 0) process.exit(1);
console.log("\nAll budgets met.");
