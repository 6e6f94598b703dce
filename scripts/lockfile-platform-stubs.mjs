// Completes package-lock.json for the npm mirror this project is built on.
//
// The mirror only carries the Linux builds of packages that ship one native
// binary per platform (rollup, tailwind's oxide, unrs-resolver), so `npm install`
// leaves the other platforms' optional packages out of the lock file — and
// `npm ci` then refuses the lock as "out of sync". This adds a lock entry for
// each missing optional platform package, with the os/cpu/libc its name states,
// so npm ci skips it on a mismatching platform, as it would with a full lock.
// Run it after changing dependencies: `node scripts/lockfile-platform-stubs.mjs`.
import { readFile, writeFile } from "node:fs/promises";

const LOCK = new URL("../package-lock.json", import.meta.url);
const OSES = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "win32",
  "netbsd",
  "sunos",
  "aix",
];
const CPUS = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

/**
 * Reads the platform out of a name such as `@rollup/rollup-linux-x64-musl`.
 * @param {string} name
 */
function platformOf(name) {
  // split() always returns at least one element, so pop() has one to return.
  const parts = /** @type {string} */ (name.split("/").pop()).split("-");
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!cpu) return null;
  /** @type {{ cpu: string[], os?: string[], libc?: string[] }} */
  const entry = { cpu: [cpu] };
  if (os) entry.os = [os];
  if (os === "linux") {
    if (parts.some((part) => part.startsWith("musl"))) entry.libc = ["musl"];
    else if (parts.some((part) => part.startsWith("gnu"))) entry.libc = ["glibc"];
  }
  return entry;
}

const lock = JSON.parse(await readFile(LOCK, "utf8"));
const added = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = path === "" ? "node_modules" : `${path}/node_modules`;
    const candidates = [`${base}/${dep}`, `node_modules/${dep}`];
    if (candidates.some((candidate) => lock.packages[candidate])) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    lock.packages[`node_modules/${dep}`] = { version: range, optional: true, ...platform };
    added.push(`${dep}@${range}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
await writeFile(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.length} platform entries:\n  ${added.join("\n  ")}` : "Lock file complete.",
);
