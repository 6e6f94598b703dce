// Everything that knows the shape of React Router's prerendered pages: the
// one rewrite the build makes to them (paint first, then hydrate) and how the
// CSP step (./csp.mjs) tells React Router's inline scripts from any other.
// tests/unit/react-router-output.test.ts runs both on pages a real build
// wrote (tests/fixtures/react-router-output/, refreshed by
// `npm run refresh:react-router-fixture`); decision 031 has the checklist for
// a React Router upgrade. The build fails if React Router's output no longer
// has the expected shape, rather than shipping a half-rewritten page.
//
// Paint first: React Router ends every page with `<link rel="modulepreload">`
// tags and an async module script whose static imports load the route modules
// and the client entry. A browser that has all of them at hand (a fast
// connection, a warm cache) downloads and runs ~110 KiB of JavaScript before
// it first paints the prerendered HTML that is already there. The rewrite
// makes the module script wait for the first paint (its Paint Timing entry; a
// frame and a task where that is not supported; at most a second), then add
// the same modulepreload links and import the same modules, in the same order.
// Pages in a background tab start at once. See docs/decisions/006.

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/gm;
const NAMESPACE_IMPORT = /^import \* as ([\w$]+) from ("[^"]+");$/gm;

/** Marks a rewritten script, so running the step twice changes nothing. */
export const PAINT_FIRST_MARK = "/* paint first */";

/** The fixed text of a rewritten module script before the page's modulepreload list (JSON). */
const BEFORE_PRELOADS = [
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
  "for (const href of ",
].join("\n");
/** …and between that list and React Router's imports. */
const AFTER_PRELOADS = [
  ") {",
  '  const link = document.createElement("link");',
  '  link.rel = "modulepreload";',
  "  link.href = href;",
  "  document.head.append(link);",
  "}",
  "",
].join("\n");

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
  return `${BEFORE_PRELOADS}${JSON.stringify(preloads)}${AFTER_PRELOADS}${imports}`;
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

// React Router's scripts, as its <Scripts /> and stream transfer write them
// into a prerendered page. The JSON in them is parsed, never trusted as code.
const CONTEXT_START = "window.__reactRouterContext = ";
const CONTEXT_END =
  ";window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const ENQUEUE_START = "window.__reactRouterContext.streamController.enqueue(";
const ENQUEUE_END = ");";
const STREAM_CLOSE = "window.__reactRouterContext.streamController.close();";

/** A same-origin module under the site, as a JSON string: `"/assets/root-x1.js"`. */
const MODULE_URL = String.raw`"\/(?!\/)[\w\-./]+\.js"`;
const IDENTIFIER = String.raw`[A-Za-z_$][\w$]*`;
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
/**
 * The statements of React Router's module script, one a line: importing the
 * route manifest and each route module (as React Router writes them, or as
 * paintFirst turns them into dynamic imports), merging a
 * route's split modules. Then the route modules are named (once) and the
 * client entry imported (last).
 */
const HYDRATION_STATEMENTS = [
  String.raw`import ${MODULE_URL};`,
  String.raw`import \* as ${IDENTIFIER} from ${MODULE_URL};`,
  String.raw`await import\(${MODULE_URL}\);`,
  String.raw`const ${IDENTIFIER} = await import\(${MODULE_URL}\);`,
  String.raw`const ${IDENTIFIER} = \{\.\.\.${IDENTIFIER}(?:,\.\.\.${IDENTIFIER})*\};`,
].map((statement) => new RegExp(`^${statement}$`));
const ROUTE_MODULES = new RegExp(
  String.raw`^window\.__reactRouterRouteModules = \{${JSON_STRING}:${IDENTIFIER}(?:,${JSON_STRING}:${IDENTIFIER})*\};$`,
);
const CLIENT_ENTRY = new RegExp(String.raw`^import\(${MODULE_URL}\);$`);
const MODULE_PATH = /^\/(?!\/)[\w\-./]+\.js$/;

/**
 * @param {string} text
 * @returns {unknown} the parsed JSON, or undefined if `text` is not JSON
 */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether `text` is only React Router's hydration statements: imports, the
 * route modules named once, and the client entry's import last.
 * @param {string} text
 */
function isHydrationStatements(text) {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const entry = lines.pop();
  const naming = lines.filter((line) => ROUTE_MODULES.test(line));
  return (
    entry !== undefined &&
    CLIENT_ENTRY.test(entry) &&
    naming.length === 1 &&
    lines.every(
      (line) => ROUTE_MODULES.test(line) || HYDRATION_STATEMENTS.some((statement) => statement.test(line)),
    )
  );
}

/**
 * React Router's module script after paint-first: the fixed wait for the
 * first paint, the page's modulepreload list (JSON, same-origin modules),
 * then the hydration statements.
 * @param {string} text
 */
function isPaintFirstModuleScript(text) {
  if (!text.startsWith(BEFORE_PRELOADS)) return false;
  const rest = text.slice(BEFORE_PRELOADS.length);
  const listEnd = rest.indexOf(AFTER_PRELOADS);
  if (listEnd === -1) return false;
  const list = parseJson(rest.slice(0, listEnd));
  return (
    Array.isArray(list) &&
    list.every((href) => typeof href === "string" && MODULE_PATH.test(href)) &&
    isHydrationStatements(rest.slice(listEnd + AFTER_PRELOADS.length))
  );
}

/**
 * Which of React Router's scripts an inline script is: its context (a JSON
 * object and the stream it reads the page's data from), a chunk of that data
 * (a JSON string), the end of the stream, or its module script. Null for any
 * other script.
 * @param {{ type: string, text: string }} script type: trimmed, lower-cased, "" when absent
 * @returns {"context" | "data" | "close" | "module" | null}
 */
export function reactRouterScriptKind({ type, text }) {
  if (type === "module")
    return isPaintFirstModuleScript(text) || isHydrationStatements(text) ? "module" : null;
  if (type !== "") return null;
  if (text === STREAM_CLOSE) return "close";
  if (text.startsWith(CONTEXT_START) && text.endsWith(CONTEXT_END)) {
    const context = parseJson(text.slice(CONTEXT_START.length, -CONTEXT_END.length));
    return typeof context === "object" && context !== null && !Array.isArray(context) ? "context" : null;
  }
  if (text.startsWith(ENQUEUE_START) && text.endsWith(ENQUEUE_END)) {
    return typeof parseJson(text.slice(ENQUEUE_START.length, -ENQUEUE_END.length)) === "string"
      ? "data"
      : null;
  }
  return null;
}

/**
 * The route a prerendered HTML file answers: `index.html` → `/`,
 * `about/index.html` → `/about`. Null for other files (404.html, the SPA fallback).
 * @param {string} file path relative to build/client, with `/` separators
 * @returns {string | null}
 */
export function routeOfFile(file) {
  if (file === "index.html") return "/";
  if (!file.endsWith("/index.html")) return null;
  return `/${file.slice(0, -"/index.html".length)}`;
}
