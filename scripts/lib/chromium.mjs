// The Chromium the end-to-end tests and the bench drive, and its flags for a headless container.
import { existsSync } from "node:fs";

const INSTALL_HINT =
  "Chromium was not found. Install Debian's Chromium with `sudo apt-get update && sudo apt-get install -y chromium` " +
  "(binary /usr/bin/chromium), or point CHROME_PATH at a Chromium/Chrome binary.";

export function findChromium() {
  const path = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (existsSync(path)) return path;
  throw new Error(`${process.env.CHROME_PATH ? `CHROME_PATH=${path} does not exist. ` : ""}${INSTALL_HINT}`);
}

/** No sandbox (root), no GPU, no background calls to Google that would add noise to the measurements. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
