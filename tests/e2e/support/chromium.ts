import { existsSync } from "node:fs";

const INSTALL_HINT =
  "Chromium was not found. Install Debian's Chromium with `sudo apt-get update && sudo apt-get install -y chromium` " +
  "(binary /usr/bin/chromium), or point CHROME_PATH at a Chromium/Chrome binary.";

/** The Chromium the end-to-end tests drive: $CHROME_PATH, then /usr/bin/chromium. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist. ${INSTALL_HINT}`);
    return fromEnv;
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  throw new Error(INSTALL_HINT);
}

/** Flags for headless Chromium in a sandboxed, offline machine: no sandbox
 * (root in a container), and no background calls to Google services. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
