// `npm run refresh:react-router-fixture` after a React Router upgrade, then `npm test` (decision 031): keeps
// three pages as React Router writes them; `npm run build` before serving build/client again.
import { spawnSync } from "node:child_process";
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";

const FIXTURE_PAGES = {
  "about.html": "about/index.html",
  "article.html": "articles/what-breaks-a-fast/index.html",
  "spa-fallback.html": "__spa-fallback.html",
};

const root = new URL("../", import.meta.url);
const fixtures = new URL("tests/fixtures/react-router-output/", root);
const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
await mkdir(fixtures, { recursive: true });
for (const [name, file] of Object.entries(FIXTURE_PAGES)) {
  await copyFile(new URL(`build/client/${file}`, root), new URL(name, fixtures));
}
const { version } = JSON.parse(
  await readFile(new URL("node_modules/react-router/package.json", root), "utf8"),
);
await writeFile(new URL("react-router-version.json", fixtures), `${JSON.stringify({ version }, null, 2)}\n`);
console.log(`tests/fixtures/react-router-output/: three pages written by React Router ${version}`);
