// The app's own TypeScript run in Node: esbuild bundles the module, then Node imports the bundle.
import { rm } from "node:fs/promises";
import { basename } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../../", import.meta.url));

let bundles = 0; // one file per call: two imports of one module may run at once

/** @param {string} module relative to the repository @param {Record<string, string>} [define] */
export async function importTypeScript(module, define = {}) {
  bundles += 1;
  const outfile = `${root}node_modules/.cache/fast-and-fuel/${basename(module)}-${process.pid}-${bundles}.mjs`;
  await build({
    entryPoints: [`${root}${module}`],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    logLevel: "error",
    tsconfig: `${root}tsconfig.json`,
    packages: "external",
    define,
  });
  try {
    return await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  } finally {
    await rm(outfile, { force: true });
  }
}

/** @param {NodeJS.ProcessEnv} env @returns {Promise<import("../../src/lib/env-schema").AppEnv>} */
export const parseAppEnv = async (env) => (await importTypeScript("src/lib/env-schema.ts")).parseEnv(env);

/** @param {string} module relative to the repository */
export async function importAppModule(module) {
  return importTypeScript(module, { __APP_ENV__: JSON.stringify(await parseAppEnv(process.env)) });
}

/** @param {string} projectId @param {number} [articleCount] generated articles instead of the built-in ones */
export async function startE2eStandIn(projectId, articleCount) {
  const entry = await importAppModule("scripts/lib/e2e-stand-in-entry.ts");
  return entry.startE2eStandIn(projectId, articleCount);
}
