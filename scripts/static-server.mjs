// `npm run preview`: the build served as Firebase Hosting does (superstatic) on http://localhost:4173 or $PORT;
// PREVIEW_CONNECT_SRC="http://127.0.0.1:9099 …" adds local emulators to the CSP's connect-src.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { addSources, parsePolicy } from "./lib/csp.mjs";

// A CommonJS package: require it, so Node and Vitest see the same export.
/** @typedef {(error?: unknown) => void} Next */
/** @type {(spec: object) => (req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse, next: Next) => void} */
const superstatic = createRequire(import.meta.url)("superstatic").default;

const root = new URL("../", import.meta.url);

/** @param {{ port?: number, host?: string, extraConnectSrc?: readonly string[], publicDir?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function startStaticServer({
  port = 0,
  host = "127.0.0.1",
  extraConnectSrc = [],
  publicDir,
} = {}) {
  /** @type {{ public: string, headers: { headers: { key: string, value: string }[] }[] }} */
  const hosting = JSON.parse(await readFile(new URL("firebase.json", root), "utf8")).hosting;
  const dir = resolve(fileURLToPath(root), publicDir ?? hosting.public);
  // Without the post-build step the header alone would let any inline script run: refuse such a build.
  if (!(await readFile(resolve(dir, "404.html"), "utf8")).includes('http-equiv="Content-Security-Policy"')) {
    throw new Error(
      `${dir} has no CSP meta elements: run \`node scripts/postbuild.mjs\` (npm run build does).`,
    );
  }
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map(({ key, value }) => ({
      key,
      value:
        /^content-security-policy$/i.test(key) && parsePolicy(value).has("connect-src")
          ? addSources(value, "connect-src", extraConnectSrc)
          : value,
    })),
  }));
  const config = { ...hosting, public: ".", headers };
  const handle = superstatic({ config, cwd: dir, stack: "strict", fallthrough: false });
  const server = createServer((req, res) =>
    handle(req, res, (error) => res.writeHead(500).end(String(error))),
  );
  await new Promise((done) => server.listen(port, host, () => done(undefined)));
  const address = server.address();
  return {
    url: `http://${host}:${typeof address === "object" && address ? address.port : port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const extraConnectSrc = (process.env.PREVIEW_CONNECT_SRC ?? "").split(/\s+/).filter(Boolean);
  const port = Number(process.env.PORT ?? 4173);
  const { url } = await startStaticServer({ port, host: process.env.HOST ?? "localhost", extraConnectSrc });
  console.log(`Serving build/client at ${url} (Ctrl+C to stop)`);
  if (extraConnectSrc.length > 0) console.log(`CSP connect-src also allows ${extraConnectSrc.join(" ")}`);
}
