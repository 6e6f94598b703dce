// An empty page built like the site: the machine's cost shows in both, so a page's multiple of it is its own.
import { spawnSync } from "node:child_process";
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { injectCspMeta } from "../lib/csp.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));

const FILES = {
  "react-router.config.ts": `export default { ssr: false, prerender: ["/"] };\n`,
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";
export default { plugins: [reactRouter()], logLevel: "error" };\n`,
  "app/routes.ts": `import { index } from "@react-router/dev/routes";
export default [index("routes/home.tsx")];\n`,
  "app/routes/home.tsx": `export default function Home() {
  return <main><h1>Floor</h1></main>;
}\n`,
  // Marks the page hydrated the way the site's root does, so one probe times both.
  "app/root.tsx": `import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts } from "react-router";
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Floor</title><Meta /><Links /></head>
      <body>{children}<Scripts /></body>
    </html>
  );
}
export function HydrateFallback() {
  return <p>Loading…</p>;
}
export default function App() {
  useEffect(() => { document.documentElement.dataset.hydrated = "true"; }, []);
  return <Outlet />;
}\n`,
};

/** Builds the floor in a temporary folder; `dir` holds its `build/client`. @returns {Promise<{ dir: string, remove: () => Promise<void> }>} */
export async function buildFloor() {
  const dir = await mkdtemp(join(tmpdir(), "fast-and-fuel-floor-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await symlink(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    for (const [name, text] of Object.entries(FILES)) {
      await mkdir(join(dir, name, ".."), { recursive: true });
      await writeFile(join(dir, name), text);
    }
    await copyFile(join(root, "src/entry.server.tsx"), join(dir, "app/entry.server.tsx"));
    const version = async (/** @type {string} */ name) =>
      JSON.parse(await readFile(join(root, "node_modules", name, "package.json"), "utf8")).version;
    const names = ["@react-router/node", "isbot", "react", "react-dom", "react-router"];
    const versions = await Promise.all(names.map(version));
    const floorPackage = {
      type: "module",
      private: true,
      dependencies: Object.fromEntries(names.map((name, index) => [name, versions[index]])),
    };
    await writeFile(join(dir, "package.json"), `${JSON.stringify(floorPackage)}\n`);
    const bin = join(root, "node_modules/.bin/react-router");
    const built = spawnSync(bin, ["build"], { cwd: dir, stdio: ["ignore", "ignore", 2] });
    if (built.status !== 0) throw new Error("the floor page did not build (react-router build)");
    const client = join(dir, "build/client");
    // The hosting server answers unknown paths with it; every page needs the site's script-hash policy.
    await copyFile(join(client, "__spa-fallback.html"), join(client, "404.html"));
    for (const file of ["index.html", "__spa-fallback.html", "404.html"]) {
      const page = join(client, file);
      const options = { wasm: false, appCheck: false, siteScripts: [], file: `floor/${file}` };
      await writeFile(page, injectCspMeta(await readFile(page, "utf8"), options).html);
    }
    return { dir: client, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
