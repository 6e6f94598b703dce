// Paint first, then hydrate. React Router ends every page with
// `<link rel="modulepreload">` tags and an async module script whose static
// imports load the route modules and the client entry. A browser that has all
// of them at hand (a fast connection, a warm cache) downloads and runs ~110 KiB
// of JavaScript before it first paints the prerendered HTML that is already
// there. This rewrites each page so that the module script waits for the first
// paint (its Paint Timing entry; a frame and a task where that is not
// supported; at most a second), then adds the same modulepreload links and
// imports the same modules, in the same order. Pages in a background tab start
// at once. See docs/decisions/006-paint-first-then-hydrate.md. The build fails if React Router's output
// no longer has the expected shape, rather than shipping a half-rewritten page.

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/gm;
const NAMESPACE_IMPORT = /^import \* as ([\w$]+) from ("[^"]+");$/gm;

/** Marks a rewritten script, so running the step twice changes nothing. */
export const PAINT_FIRST_MARK = "/* paint first */";

/**
 * @param {string} body React Router's inline module script
 * @param {readonly string[]} preloads the page's modulepreload URLs
 */
function rewriteModuleScript(body, preloads) {
  const imports = body
    .replace(SIDE_EFFECT_IMPORT, "await import($1);")
    .replace(NAMESPACE_IMPORT, "const $1 = await import($2);");
  if (/^\s*import\s/m.test(imports) || !/\bimport\(/.test(imports)) {
    throw new Error(`paint-first: unexpected React Router module script:\n${body}`);
  }
  return [
    PAINT_FIRST_MARK,
    "await new Promise((resolve) => {",
    '  if (document.visibilityState === "hidden") return resolve();',
    '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "    return requestAnimationFrame(() => setTimeout(resolve));",
    "  }",
    "  new PerformanceObserver((_, observer) => {",
    "    observer.disconnect();",
    "    resolve();",
    '  }).observe({ type: "paint", buffered: true });',
    // A tab hidden before it painted, or a paint never reported: start anyway.
    '  document.addEventListener("visibilitychange", resolve, { once: true });',
    "  setTimeout(resolve, 1000);",
    "});",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    imports,
  ].join("\n");
}

/**
 * Rewrites a prerendered page to hydrate after its first paint.
 * @param {string} html
 * @returns {{ html: string, preloads: string[] }}
 */
export function paintFirst(html) {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) {
    throw new Error(`paint-first: expected one React Router module script, found ${scripts.length}`);
  }
  const [, body = ""] = scripts[0] ?? [];
  if (body.startsWith(PAINT_FIRST_MARK)) return { html, preloads: [] };
  const preloads = [...html.matchAll(MODULEPRELOAD)].map(([, href = ""]) => href);
  const rewritten = html
    .replace(MODULEPRELOAD, "")
    .replace(
      MODULE_SCRIPT,
      () => `<script type="module" async="">${rewriteModuleScript(body, preloads)}</script>`,
    );
  return { html: rewritten, preloads };
}
