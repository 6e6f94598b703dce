// The one module that knows React Router's prerendered pages (upgrade checklist: decision 031): the
// paint-first rewrite (decision 006) and which inline scripts are its own for the CSP step.

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** Marks a rewritten script, so running the step twice changes nothing. */
export const PAINT_FIRST_MARK = "/* paint first */";

// Without Paint Timing a frame and a task stand in; a tab hidden before it painted starts anyway.
const BEFORE_PRELOADS = `${PAINT_FIRST_MARK}
await new Promise((resolve) => {
  if (document.visibilityState === "hidden") return resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    return requestAnimationFrame(() => setTimeout(resolve));
  }
  new PerformanceObserver((_, observer) => {
    observer.disconnect();
    resolve();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", resolve, { once: true });
  setTimeout(resolve, 1000);
});
for (const href of `;
const AFTER_PRELOADS = `) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}
`;

/** @param {string} html a prerendered page */
export function paintFirst(html) {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) {
    throw new Error(`paint-first: expected one React Router module script, found ${scripts.length}`);
  }
  const body = scripts[0]?.[1] ?? "";
  if (body.startsWith(PAINT_FIRST_MARK)) return { html, preloads: [] };
  const imports = body
    .replace(/^import ("[^"]+");$/gm, "await import($1);")
    .replace(/^import \* as ([\w$]+) from ("[^"]+");$/gm, "const $1 = await import($2);");
  if (/^\s*import\s/m.test(imports) || !/\bimport\(/.test(imports)) {
    throw new Error(`paint-first: unexpected React Router module script:\n${body}`);
  }
  const preloads = [...html.matchAll(MODULEPRELOAD)].map(([, href = ""]) => href);
  const script = `${BEFORE_PRELOADS}${JSON.stringify(preloads)}${AFTER_PRELOADS}${imports}`;
  const rewritten = html
    .replace(MODULEPRELOAD, "")
    .replace(MODULE_SCRIPT, () => `<script type="module" async="">${script}</script>`);
  return { html: rewritten, preloads };
}

// React Router's own scripts; the JSON in them is parsed, never trusted as code.
const CONTEXT_START = "window.__reactRouterContext = ";
const CONTEXT_END =
  ";window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const ENQUEUE_START = "window.__reactRouterContext.streamController.enqueue(";
const STREAM_CLOSE = "window.__reactRouterContext.streamController.close();";

const MODULE_PATH = String.raw`\/(?!\/)[\w\-./]+\.js`;
const MODULE_URL = `"${MODULE_PATH}"`;
const ID = String.raw`[A-Za-z_$][\w$]*`;
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
// Module imports (dynamic after paint-first) or merged split modules, then the route modules, the entry last.
const IMPORT = new RegExp(
  String.raw`^(?:import ${MODULE_URL};|import \* as ${ID} from ${MODULE_URL};|(?:const ${ID} = )?await import\(${MODULE_URL}\);|const ${ID} = \{\.\.\.${ID}(?:,\.\.\.${ID})*\};)$`,
);
const ROUTE_MODULES = new RegExp(
  String.raw`^window\.__reactRouterRouteModules = \{${JSON_STRING}:${ID}(?:,${JSON_STRING}:${ID})*\};$`,
);
const CLIENT_ENTRY = new RegExp(String.raw`^import\(${MODULE_URL}\);$`);

/** @param {string} text @returns {unknown} undefined unless `text` is JSON between `start` and `end` */
function parseJson(text, start = "", end = "") {
  if (!text.startsWith(start) || !text.endsWith(end)) return undefined;
  try {
    return JSON.parse(text.slice(start.length, text.length - end.length));
  } catch {
    return undefined;
  }
}

/** @param {string} text */
function isHydrationStatements(text) {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const entry = lines.pop();
  return (
    entry !== undefined &&
    CLIENT_ENTRY.test(entry) &&
    lines.filter((line) => ROUTE_MODULES.test(line)).length === 1 &&
    lines.every((line) => ROUTE_MODULES.test(line) || IMPORT.test(line))
  );
}

/** @param {string} text */
function isPaintFirstModuleScript(text) {
  const listEnd = text.indexOf(AFTER_PRELOADS, BEFORE_PRELOADS.length);
  if (!text.startsWith(BEFORE_PRELOADS) || listEnd === -1) return false;
  const list = parseJson(text.slice(BEFORE_PRELOADS.length, listEnd));
  const modulePath = new RegExp(`^${MODULE_PATH}$`);
  return (
    Array.isArray(list) &&
    list.every((href) => typeof href === "string" && modulePath.test(href)) &&
    isHydrationStatements(text.slice(listEnd + AFTER_PRELOADS.length))
  );
}

/** @param {{ type: string, text: string }} script @returns {"context" | "data" | "close" | "module" | null} */
export function reactRouterScriptKind({ type, text }) {
  if (type === "module") {
    return isPaintFirstModuleScript(text) || isHydrationStatements(text) ? "module" : null;
  }
  if (type !== "") return null;
  if (text === STREAM_CLOSE) return "close";
  const context = parseJson(text, CONTEXT_START, CONTEXT_END);
  if (typeof context === "object" && context !== null && !Array.isArray(context)) return "context";
  return typeof parseJson(text, ENQUEUE_START, ");") === "string" ? "data" : null;
}

/** @param {string} file relative to build/client: `about/index.html` answers `/about`; 404.html nothing */
export function routeOfFile(file) {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : null;
}
