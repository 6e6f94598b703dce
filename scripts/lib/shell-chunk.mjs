// One "shell" chunk for the modules every page loads.
//
// Every page loads the root route and what it imports statically (layout,
// header, footer, SEO helpers, small hooks, React's JSX runtime). Left to
// itself, Rollup splits that code by which route chunks share it into many
// small files, each one a request, a modulepreload link made at start-up, and
// a module to instantiate, on every page. Every page loads all of them anyway,
// so one chunk costs no page a byte more, and it saves each page those
// requests and the per-file gzip overhead. The figures are in
// docs/decisions/008-one-shell-chunk.md.

/** @typedef {(id: string) => { importedIds: readonly string[] } | null} GetModuleInfo */

const ROOT_ROUTE = /\/src\/root\.tsx$/;
const APP_CODE = /\/src\//;
// The root route module and its stylesheet stay in the route's own chunk. In
// the shell, the site's CSS would be listed as a dependency of every lazy
// chunk; React Router marks such a stylesheet with a `#` in the page's <link>,
// so Vite's preload helper would not find it there and download it again.
const STYLESHEET = /\.css($|\?)/;
const JSX_RUNTIME = /\/node_modules\/react\/(cjs\/react-jsx-runtime\.production\.js|jsx-runtime\.js)/;

/**
 * The modules statically reachable from the root route module.
 * @param {Iterable<string>} moduleIds
 * @param {GetModuleInfo} getModuleInfo
 */
export function rootModuleGraph(moduleIds, getModuleInfo) {
  const roots = [...moduleIds].filter((id) => ROOT_ROUTE.test(id));
  const seen = new Set(roots);
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
      }
    }
  }
  return seen;
}

/**
 * Rollup's `manualChunks`: "shell" for the app's modules (and React's JSX
 * runtime and Vite's preload helper) that the root route imports statically,
 * except the root route itself and stylesheets. Code only lazy chunks import
 * is left where Rollup puts it.
 * @returns {import("rollup").GetManualChunk}
 */
export function shellChunk() {
  /** @type {Set<string> | undefined} */
  let shell;
  return (id, { getModuleIds, getModuleInfo }) => {
    shell ??= rootModuleGraph(getModuleIds(), getModuleInfo);
    if (!shell.has(id) || ROOT_ROUTE.test(id) || STYLESHEET.test(id)) return undefined;
    return APP_CODE.test(id) || JSX_RUNTIME.test(id) || id.includes("vite/preload-helper")
      ? "shell"
      : undefined;
  };
}

/**
 * Puts the client build's shell modules in one chunk (the server build that
 * prerenders the pages is left alone).
 * @returns {import("vite").Plugin}
 */
export function shellChunkPlugin() {
  return {
    name: "fast-and-fuel:shell-chunk",
    apply: "build",
    outputOptions(options) {
      if (this.environment?.name !== "client") return null;
      return { ...options, manualChunks: shellChunk() };
    },
  };
}
