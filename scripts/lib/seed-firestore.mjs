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

/** Bundles the seeding entry to a temporary file and imports it. */
export async function loadSeeder() {
  const outfile = `${root}node_modules/.cache/fast-and-fuel/seed-firestore.mjs`;
  await build({
    entryPoints: [fileURLToPath(new URL("./seed-firestore-entry.ts", import.meta.url))],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    logLevel: "error",
    tsconfig: `${root}tsconfig.json`,
    // The app reads its settings from import.meta.env (src/lib/env.ts); give it
    // this process's VITE_* variables, as Vite would (e.g. the affiliate tag).
    define: { "import.meta.env": JSON.stringify(viteEnv()) },
  });
  try {
    return await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  } finally {
    await rm(outfile, { force: true });
  }
}

/**
 * Uploads every built-in article and product to the emulator at `host`.
 * @returns {Promise<{ articles: number, products: number }>}
 */
export async function seedFirestore(host, projectId = DEMO_PROJECT_ID) {
  const { seed } = await loadSeeder();
  return seed(host, projectId);
}
