// @vitest-environment node
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";

// `npm ci` checks every tarball it downloads against the lock's hash; an entry
// without one (the platform builds the local mirror lacks) would install any
// bytes it is sent. scripts/lockfile-platform-stubs.mjs fills them in.
test("every package the lock file downloads carries a sha512 integrity hash", () => {
  const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
    packages: Record<string, { version?: string; link?: boolean; integrity?: string }>;
  };
  const unhashed = Object.entries(lock.packages)
    .filter(
      ([path, entry]) =>
        path !== "" && !entry.link && !/^sha512-[A-Za-z0-9+/]+={0,2}$/.test(entry.integrity ?? ""),
    )
    .map(([path]) => path);
  expect(unhashed).toEqual([]);
});
