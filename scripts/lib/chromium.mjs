// The Chromium that the end-to-end tests (playwright.config.ts) and the bench
// drive: one lookup with an install hint, and the flags for a headless container.
import { existsSync } from "node:fs";

const INSTALL_HINT =
  "Chromium was not found. Install Debian's Chromium with `sudo apt-get update && sudo apt-get install -y chromium` " +
  "(binary /usr/bin/chromium), or point CHROME_PATH at a Chromium/Chrome binary.";

/** $CHROME_PATH, else /usr/bin/chromium; throws with an install hint when it is missing. */
export function findChromium() {
  // An empty CHROME_PATH counts as unset, as in .ci/run.
  const path = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (existsSync(path)) return path;
  throw new Error(`${process.env.CHROME_PATH ? `CHROME_PATH=${path} does not exist. ` : ""}${INSTALL_HINT}`);
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
