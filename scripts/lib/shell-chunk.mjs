// One chunk for what every page loads, not many small requests and modulepreloads (decision 008).

const ROOT_ROUTE = /\/src\/root\.tsx$/;
const APP_CODE = /\/src\//;
// The root route and its stylesheet stay in the route's chunk: in the shell, the CSS would be a dependency
// of every lazy chunk, and Vite, not finding the <link> React Router marks with `#`, would download it again.
const STYLESHEET = /\.css($|\?)/;
const JSX_RUNTIME = /\/node_modules\/react\/(cjs\/react-jsx-runtime\.production\.js|jsx-runtime\.js)/;

/** @returns {import("vite").Plugin} for the client build only */
export function shellChunkPlugin() {
  return {
    name: "fast-and-fuel:shell-chunk",
    apply: "build",
    outputOptions(options) {
      if (this.environment?.name !== "client") return null;
      /** @type {Set<string> | undefined} */
      let shell;
      /** @type {import("rollup").GetManualChunk} */
      const manualChunks = (id, { getModuleIds, getModuleInfo }) => {
        if (!shell) {
          const queue = [...getModuleIds()].filter((moduleId) => ROOT_ROUTE.test(moduleId));
          shell = new Set(queue);
          for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
            for (const imported of getModuleInfo(next)?.importedIds ?? []) {
              if (!shell.has(imported)) queue.push(imported);
              shell.add(imported);
            }
          }
        }
        if (!shell.has(id) || ROOT_ROUTE.test(id) || STYLESHEET.test(id)) return undefined;
        return APP_CODE.test(id) || JSX_RUNTIME.test(id) || id.includes("vite/preload-helper")
          ? "shell"
          : undefined;
      };
      return { ...options, manualChunks };
    },
  };
}
