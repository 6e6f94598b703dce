// `node scripts/lockfile-platform-stubs.mjs` after changing dependencies: the mirror has only Linux native
// builds, so the others get lock entries (os/cpu/libc, registry integrity hash) for `npm ci` elsewhere.
import { readFile, writeFile } from "node:fs/promises";

const LOCK = new URL("../package-lock.json", import.meta.url);
const OSES = "android darwin freebsd linux openbsd openharmony win32 netbsd sunos aix".split(" ");
const CPUS = "arm64 arm x64 ia32 loong64 ppc64 riscv64 s390x wasm32 mips64el".split(" ");

/** @param {string} name such as `@rollup/rollup-linux-x64-musl`, which states its platform */
function platformOf(name) {
  const parts = name.slice(name.lastIndexOf("/") + 1).split("-");
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!cpu) return null;
  const musl = parts.some((part) => part.startsWith("musl"));
  const gnu = parts.some((part) => part.startsWith("gnu"));
  return {
    cpu: [cpu],
    ...(os && { os: [os] }),
    ...(os === "linux" && (musl || gnu) && { libc: [musl ? "musl" : "glibc"] }),
  };
}

const REGISTRY = "https://registry.npmjs.org/";

/** @param {string} name @param {string} version */
async function integrityOf(name, version) {
  const response = await fetch(`${REGISTRY}${name}/${version}`);
  if (!response.ok) throw new Error(`${name}@${version}: the registry answered ${response.status}`);
  const { dist } = /** @type {{ dist?: { integrity?: string } }} */ (await response.json());
  if (!dist?.integrity) throw new Error(`${name}@${version}: the registry's metadata has no integrity hash`);
  return dist.integrity;
}

const lock = JSON.parse(await readFile(LOCK, "utf8"));
const added = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = path === "" ? "node_modules" : `${path}/node_modules`;
    if (lock.packages[`${base}/${dep}`] || lock.packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(range)) continue;
    lock.packages[`node_modules/${dep}`] = { version: range, optional: true, ...platform };
    added.push(`${dep}@${range}`);
  }
}
const hashed = [];
for (const [path, pkg] of Object.entries(lock.packages)) {
  if (path === "" || pkg.link || pkg.integrity || !pkg.version) continue;
  pkg.integrity = await integrityOf(path.slice(path.lastIndexOf("node_modules/") + 13), pkg.version);
  hashed.push(path);
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  hashed.length
    ? `Hashed ${hashed.length} entries from the registry's metadata.`
    : "Every entry has its hash.",
);
console.log(
  added.length ? `Added ${added.length} platform entries:\n  ${added.join("\n  ")}` : "Lock file complete.",
);
