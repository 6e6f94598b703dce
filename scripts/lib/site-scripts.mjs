// Read from their modules, so the CSP step pins the very strings the pages render.
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
