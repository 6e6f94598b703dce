import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { defineConfig } from "vitest/config";
import { articleSourcePlugin } from "../../src/lib/article-source/vite-plugin";
import { parseEnv } from "../../src/lib/env-schema";

// Tests that need the Firestore emulator; run by scripts/test-emulator.mjs.
export default defineConfig({
  // As in vite.config.ts: the app reads its parsed settings from __APP_ENV__.
  define: { __APP_ENV__: JSON.stringify(parseEnv(loadEnv("test", process.cwd(), "VITE_"))) },
  // The app's article files are Markdown, compiled as in vite.config.ts.
  plugins: [articleSourcePlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("../../src", import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/emulator/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
