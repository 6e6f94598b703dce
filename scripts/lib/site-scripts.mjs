// The site's own inline scripts, exactly as the root route renders them into
// every page's head (src/root.tsx): the theme script, so a reader's dark or
// light pick shows from the first paint, and the script that holds a form
// submitted before hydration until the page can answer it. The post-build step pins these and
// React Router's scripts and fails on any other (scripts/lib/csp.mjs).
// Their text lives in TypeScript modules; esbuild turns them into a module
// Node can import, so the build checks the very strings the pages render.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** Each script's module and export. A new inline script in the root goes here too. */
const SITE_SCRIPTS = [
  { module: "./src/lib/theme-script.ts", name: "applyThemeScript" },
  { module: "./src/lib/before-hydration.ts", name: "holdEarlySubmitScript" },
];

/**
 * The exact text of each of the site's inline scripts.
 * @returns {Promise<string[]>}
 */
export async function readSiteScripts() {
  const result = await build({
    stdin: {
      contents: SITE_SCRIPTS.map(
        ({ module, name }) => `export { ${name} } from ${JSON.stringify(module)};`,
      ).join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    absWorkingDir: root,
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "error",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("site scripts: esbuild wrote nothing");
  /** @type {Record<string, unknown>} */
  const exports = await import(
    `data:text/javascript;base64,${Buffer.from(output.contents).toString("base64")}`
  );
  return SITE_SCRIPTS.map(({ module, name }) => {
    const text = exports[name];
    if (typeof text !== "string" || text === "")
      throw new Error(`site scripts: ${module} exports no ${name}`);
    return text;
  });
}
