// `npm run check:budgets` after `npm run build`: prints the budgets table; exits 1 when one is exceeded.
import { readFile, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { checkBudgets, formatReport, staticImportsFromManifest } from "./lib/budgets.mjs";
import { routeOfFile } from "./lib/react-router-output.mjs";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));
const entries = await readdir(client, { recursive: true, withFileTypes: true }).catch(() => {
  throw new Error("No build in build/client: run `npm run build` first.");
});
const pages = [];
const assets = new Map();
const css = new Map();
for (const entry of entries) {
  if (!entry.isFile()) continue;
  const path = join(entry.parentPath, entry.name);
  const file = relative(client, path).split(sep).join("/");
  const route = routeOfFile(file);
  if (route !== null) pages.push({ route, html: await readFile(path, "utf8") });
  else if (/^assets\/.*\.js$/.test(file)) assets.set(`/${file}`, await readFile(path, "utf8"));
  else if (file.endsWith(".css")) css.set(`/${file}`, await readFile(path, "utf8"));
}
pages.sort((a, b) => a.route.localeCompare(b.route));

const manifest = JSON.parse(await readFile(join(client, ".vite/manifest.json"), "utf8"));
const result = checkBudgets({ pages, assets, css, imports: staticImportsFromManifest(manifest) });
console.log(formatReport(result));
if (result.problems.length > 0) process.exit(1);
console.log("\nAll budgets met.");
