// Runs the app's own TypeScript in Node: seeding the Firestore emulator with
// the built-in content, and the e2e stand-in. esbuild bundles an entry first.
import { rm } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { DEMO_PROJECT_ID } from "./dev-accounts.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** @param {string} entry @param {string} name @param {Record<string, string>} [define] */
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
    // Only the app's own code is bundled: the Markdown pipeline and jsdom load from node_modules.
    packages: "external",
    define,
  });
  try {
    return await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  } finally {
    await rm(outfile, { force: true });
  }
}

// An app entry with this process's settings, as Vite bundles them (`__APP_ENV__`).
/** @param {string} entry @param {string} name */
export async function importAppEntry(entry, name) {
  const { parseEnv } = await bundleAndImport(`${root}src/lib/env-schema.ts`, "env-schema");
  const viteEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith("VITE_")));
  return bundleAndImport(entry, name, { __APP_ENV__: JSON.stringify(parseEnv(viteEnv)) });
}

/** @param {string} host @param {string} [projectId] @returns {Promise<{ articles: number, products: number }>} */
export async function seedFirestore(host, projectId = DEMO_PROJECT_ID) {
  const entry = fileURLToPath(new URL("./seed-firestore-entry.ts", import.meta.url));
  const { seed } = await importAppEntry(entry, "seed-firestore");
  return seed(host, projectId);
}
