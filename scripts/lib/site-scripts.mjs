// The site's own inline head scripts, which the CSP step pins: the theme, so a reader's pick shows from
// the first paint, and the hold on a form submitted before hydration. Bundled from their modules, so the
// build checks the very strings the pages render.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// A new inline script in the root goes here too.
const SITE_SCRIPTS = [
  { module: "./src/lib/theme-script.ts", name: "applyThemeScript" },
  { module: "./src/lib/before-hydration.ts", name: "holdEarlySubmitScript" },
];

export async function readSiteScripts() {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  const { outputFiles } = await build({
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
  /** @type {Record<string, unknown>} */
  const exports = await import(`data:text/javascript,${encodeURIComponent(outputFiles[0]?.text ?? "")}`);
  return SITE_SCRIPTS.map(({ module, name }) => {
    const text = exports[name];
    if (typeof text !== "string" || text === "")
      throw new Error(`site scripts: ${module} exports no ${name}`);
    return text;
  });
}
