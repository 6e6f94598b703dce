// Seeds the Firestore emulator with the built-in content. The content and the
// upload code are TypeScript, so the entry is bundled with esbuild first.
import { rm } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { DEMO_PROJECT_ID } from "./dev-accounts.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

function viteEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("VITE_")));
}

/**
 * Bundles `entry` (TypeScript, `~/` paths) for Node and imports it.
 * @param {string} entry
 * @param {string} name
 * @param {Record<string, string>} [define] esbuild `define` replacements
 */
async function bundleAndImport(entry, name, define = {}) {
  const outfile = `${root}node_modules/.cache/fast-and-fuel/${name}.mjs`;
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    logLevel: "error",
    tsconfig: `${root}tsconfig.json`,
    // Packages load from node_modules at run time (the Markdown pipeline and
    // jsdom do not bundle); only the app's own TypeScript is bundled.
    packages: "external",
    define,
  });
  try {
    return await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  } finally {
    await rm(outfile, { force: true });
  }
}

/**
 * Bundles an app entry (TypeScript, `~/` paths) for Node with this process's
 * settings, as Vite would (src/lib/env.ts reads `__APP_ENV__`, e.g. the
 * affiliate tag), and imports it.
 * @param {string} entry
 * @param {string} name
 */
export async function importAppEntry(entry, name) {
  const { parseEnv } = await bundleAndImport(`${root}src/lib/env-schema.ts`, "env-schema");
  const appEnv = parseEnv(viteEnv());
  return bundleAndImport(entry, name, { __APP_ENV__: JSON.stringify(appEnv) });
}

/** The seeding entry, bundled and imported. */
export function loadSeeder() {
  return importAppEntry(
    fileURLToPath(new URL("./seed-firestore-entry.ts", import.meta.url)),
    "seed-firestore",
  );
}

/**
 * Uploads every built-in article and product to the emulator at `host`.
 * @param {string} host
 * @param {string} [projectId]
 * @returns {Promise<{ articles: number, products: number }>}
 */
export async function seedFirestore(host, projectId = DEMO_PROJECT_ID) {
  const { seed } = await loadSeeder();
  return seed(host, projectId);
}
