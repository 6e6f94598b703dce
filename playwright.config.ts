import { defineConfig } from "@playwright/test";
// Plain ESM shared with the bench; typed through its JSDoc.
import { chromiumArgs, findChromium } from "./scripts/lib/chromium.mjs";
import { DEMO_PROJECT_ID } from "./scripts/lib/dev-accounts.mjs";
import { E2E_AUTH_EMULATOR_HOST } from "./scripts/lib/e2e-hosts.mjs";

// Drives Debian's Chromium (Playwright cannot download browsers here) against
// the production build, served by tests/e2e/support/global-setup.ts.
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Both builds sign in at this Auth emulator (offline, no Java); the global
  // setup seeds its accounts once it answers.
  webServer: {
    command: `node_modules/.bin/firebase emulators:start --only auth --project ${DEMO_PROJECT_ID} --config tests/e2e/support/firebase.auth.json`,
    url: `http://${E2E_AUTH_EMULATOR_HOST}/`,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGINT", timeout: 10_000 },
  },
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  // Tests wait for states, never for a fixed time; these ceilings are what a
  // step may take on a busy two-core machine (two workers, each with its own
  // Chromium, beside other work), where a page that hydrates in 2 s at 4× CPU
  // on an idle machine can take several times as long. A passing wait ends as
  // soon as its state is reached, so they cost nothing on a fast machine.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    // The production build registers a service worker (decision 013); its
    // fetches would bypass `page.route` mocks and its cache would outlive a
    // test's changes. Specs about offline use opt in with
    // `test.use({ serviceWorkers: "allow" })`.
    serviceWorkers: "block",
    // Recording a trace slows every test by about a fifth, and CI keeps no
    // files: only local runs record one (rerun a CI failure with --trace on).
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    // The Firebase-mode build against the Auth emulator and the Firestore
    // stand-in. One shared database: its tests run in order, in one worker —
    // listed first so that worker starts on them while the other takes the rest.
    { name: "firebase", testMatch: "firebase/**/*.spec.ts", fullyParallel: false },
    // The default build: built-in content, sign-in at the Auth emulator.
    { name: "built-in", testIgnore: "firebase/**" },
  ],
});
