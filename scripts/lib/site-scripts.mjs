// The site's own inline head scripts, which the CSP step pins: the theme, so a reader's pick shows from
// the first paint, and the hold on a form submitted before hydration. Read from their modules, so the
// build checks the very strings the pages render.
import { importTypeScript } from "./app-modules.mjs";

// A new inline script in the root goes here too.
const SITE_SCRIPTS = [
  { module: "src/lib/theme-script.ts", name: "applyThemeScript" },
  { module: "src/lib/before-hydration.ts", name: "holdEarlySubmitScript" },
];

export async function readSiteScripts() {
  const texts = [];
  for (const { module, name } of SITE_SCRIPTS) {
    const text = (await importTypeScript(module))[name];
    if (typeof text !== "string" || text === "")
      throw new Error(`site scripts: ${module} exports no ${name}`);
    texts.push(text);
  }
  return texts;
}
