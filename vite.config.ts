/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { shellChunkPlugin } from "./scripts/lib/shell-chunk.mjs";
import { articleSourcePlugin } from "./src/lib/article-source/vite-plugin";
import { loadAppEnv } from "./src/lib/build-env";

/**
 * Every page carries `__APP_ENV__`; the privacy notice's controller is shown on
 * one page only, so it is a define of its own (src/app/routes/privacy.tsx).
 */
function appEnvDefines(mode: string) {
  const { privacyController, ...appEnv } = loadAppEnv(mode);
  return {
    __APP_ENV__: JSON.stringify(appEnv),
    __PRIVACY_CONTROLLER__: JSON.stringify(privacyController),
  };
}

// Test files that replace a module with `vi.mock` (see `projects` below).
const moduleMockingTests = [
  "src/features/search/search-client.test.ts",
  "src/features/search/search-page.test.tsx",
  "src/features/tools/fasting-timer/fasting-history-offline.test.tsx",
  "src/lib/content-store/create-store.test.ts",
  "src/lib/scroll-reveal.test.ts",
];

// Vitest runs components without the React Router build plugin (it expects a
// full app build), so tests get the plain React plugin instead.
const isVitest = process.env.VITEST === "true";

export default defineConfig(({ mode }) => ({
  // Settings are validated here, once; the app gets the parsed result
  // (src/lib/env.ts). VITE_* variables from the shell override .env files.
  define: appEnvDefines(mode),
  // articleSourcePlugin: article Markdown compiled at build time (decision 009).
  // shellChunkPlugin: the code every page loads, in one chunk (decision 008).
  plugins: [
    articleSourcePlugin(),
    tailwindcss(),
    ...(isVitest ? [react()] : [reactRouter(), shellChunkPlugin()]),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  // Pre-bundle client dependencies up front: discovered late, they get a
  // second copy of React in dev ("Invalid hook call").
  optimizeDeps: {
    include: [
      "react-intersection-observer",
      "aos",
      "dompurify",
      "firebase/app",
      "firebase/auth",
      "firebase/firestore/lite",
    ],
  },
  build: { target: "es2022", manifest: true },
  // The search worker loads Pagefind's module itself: a module worker.
  worker: { format: "es" },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
    // Worker threads start faster than the default child processes, which
    // shortens the unit run.
    pool: "threads",
    // One worker per core: Vitest's default leaves a core to its own light
    // main process, which on a two-core machine halves the run's speed.
    maxWorkers: "100%",
    // A ceiling, not a wait: a test ends when it passes. The slowest tests (a
    // route rendered with its build data) reach Vitest's 5 s default on a
    // two-core machine busy with other work (see docs/decisions/017).
    testTimeout: 30_000,
    // Test files share their worker's jsdom and module cache, which halves the run (most of a file's
    // time was setting up a fresh one). The few that replace a module with `vi.mock` get their own:
    // in a shared cache the real module, loaded by an earlier file, would win.
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: ["src/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
          exclude: moduleMockingTests,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: moduleMockingTests } },
    ],
  },
}));
