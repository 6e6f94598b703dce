// The Chromium that the end-to-end tests (playwright.config.ts) and the bench
// drive: one lookup with an install hint, and the flags for a headless container.
import { existsSync } from "node:fs";

const INSTALL_HINT =
  "Chromium was not found. Install Debian's Chromium with `sudo apt-get update && sudo apt-get install -y chromium` " +
  "(binary /usr/bin/chromium), or point CHROME_PATH at a Chromium/Chrome binary.";

/**
 * $CHROME_PATH, then /usr/bin/chromium; throws with an install hint otherwise.
 * @returns {string}
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist. ${INSTALL_HINT}`);
    return fromEnv;
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  throw new Error(INSTALL_HINT);
}

/** Headless Chromium in a container: no sandbox (root), no GPU, no background
 * calls to Google services that would add noise to the measurements. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
