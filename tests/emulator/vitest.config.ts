import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests that need the Firestore emulator; run by scripts/test-emulator.mjs.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../src", import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/emulator/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
