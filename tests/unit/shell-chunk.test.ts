import { describe, expect, test } from "vitest";
import { rootModuleGraph, shellChunk } from "../../scripts/lib/shell-chunk.mjs";

/** A small app's module graph: static imports, and one dynamic import. */
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  "/app/src/root.tsx": {
    importedIds: [
      "/app/src/components/header.tsx",
      "/app/node_modules/react/jsx-runtime.js",
      "\0vite/preload-helper.js",
      "/app/src/styles/app.css",
    ],
    dynamicallyImportedIds: ["/app/src/features/home/testimonials.tsx"],
  },
  "/app/src/components/header.tsx": {
    importedIds: ["/app/src/config/paths.ts", "/app/node_modules/react/index.js"],
  },
  "/app/src/config/paths.ts": { importedIds: [] },
  "/app/src/styles/app.css": { importedIds: [] },
  "/app/node_modules/react/jsx-runtime.js": { importedIds: ["/app/node_modules/react/index.js"] },
  "/app/node_modules/react/index.js": { importedIds: [] },
  "\0vite/preload-helper.js": { importedIds: [] },
  "/app/src/routes/home.tsx": {
    importedIds: ["/app/src/config/paths.ts", "/app/src/features/home/stats.tsx"],
  },
  "/app/src/features/home/stats.tsx": { importedIds: [] },
  "/app/src/features/home/testimonials.tsx": { importedIds: ["/app/src/features/home/stats.tsx"] },
};
const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => graph[id] ?? null,
};

describe("rootModuleGraph", () => {
  test("holds what the root route imports statically, at any depth, and nothing else", () => {
    expect([...rootModuleGraph(Object.keys(graph), meta.getModuleInfo)].sort()).toEqual(
      [
        "/app/src/root.tsx",
        "/app/src/components/header.tsx",
        "/app/src/config/paths.ts",
        "/app/node_modules/react/jsx-runtime.js",
        "/app/node_modules/react/index.js",
        "\0vite/preload-helper.js",
        "/app/src/styles/app.css",
      ].sort(),
    );
  });

  test("is empty when there is no root route", () => {
    expect(rootModuleGraph(["/app/src/routes/home.tsx"], meta.getModuleInfo).size).toBe(0);
  });
});

describe("shellChunk", () => {
  const chunkOf = (id: string) =>
    (shellChunk() as (id: string, meta: unknown) => string | undefined)(id, meta);

  test("puts the app's shell modules, React's JSX runtime and the preload helper in one chunk", () => {
    for (const id of [
      "/app/src/components/header.tsx",
      "/app/src/config/paths.ts",
      "/app/node_modules/react/jsx-runtime.js",
      "\0vite/preload-helper.js",
    ]) {
      expect(chunkOf(id), id).toBe("shell");
    }
  });

  test("leaves the root route and its stylesheet in the route's chunk", () => {
    // A stylesheet in the shell would be listed as a dependency of every lazy
    // chunk, and downloaded a second time (decision 008).
    expect(chunkOf("/app/src/root.tsx")).toBeUndefined();
    expect(chunkOf("/app/src/styles/app.css")).toBeUndefined();
  });

  test("leaves route code, lazily loaded code and other libraries to Rollup", () => {
    for (const id of [
      "/app/src/routes/home.tsx",
      "/app/src/features/home/stats.tsx",
      "/app/src/features/home/testimonials.tsx",
      "/app/node_modules/react/index.js",
    ]) {
      expect(chunkOf(id), id).toBeUndefined();
    }
  });
});
