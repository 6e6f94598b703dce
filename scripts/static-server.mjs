// Serves a production build the way Firebase Hosting does (firebase.json):
// prerendered `route/index.html` files, the redirects and rewrites, `404.html`
// with status 404 for everything else, and the hosting headers (cache, CSP…).
// `npm run preview` runs it on http://localhost:4173 (or $PORT); a build that
// talks to local emulators needs their origins in the CSP's connect-src:
// PREVIEW_CONNECT_SRC="http://127.0.0.1:9099 …".
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import sirv from "sirv";
import { compileHeaderRules, globToRegExp, headersFor } from "./lib/hosting-headers.mjs";

const root = new URL("../", import.meta.url);

/**
 * Starts the server; `port` 0 picks a free one. `extraConnectSrc` adds origins
 * (local emulators) to the CSP's `connect-src`; `publicDir` serves another
 * build than firebase.json's (the Firebase-mode e2e build).
 * @param {{ port?: number, host?: string, extraConnectSrc?: readonly string[], publicDir?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  port = 0,
  host = "127.0.0.1",
  extraConnectSrc = [],
  publicDir,
} = {}) {
  /** @type {{ public: string, redirects?: { source: string, destination: string, type?: number }[], rewrites?: { source: string, destination: string }[], headers: import("./lib/hosting-headers.mjs").HeaderRule[] }} */
  const hosting = JSON.parse(await readFile(new URL("firebase.json", root), "utf8")).hosting;
  const dir = new URL(`${publicDir ?? hosting.public}/`, root);
  /** @template {{ source: string }} T @param {T} rule */
  const matcher = (rule) => ({ ...rule, match: globToRegExp(rule.source) });
  const redirects = (hosting.redirects ?? []).map(matcher);
  const rewrites = (hosting.rewrites ?? []).map(matcher);
  const headerRules = compileHeaderRules(hosting.headers, extraConnectSrc);
  const notFound = await readFile(new URL("404.html", dir));
  // Without the post-build step the pages lack their script-hash policy and
  // the header alone would let any inline script run: refuse such a build.
  if (!notFound.toString("utf8").includes('http-equiv="Content-Security-Policy"')) {
    throw new Error(
      `${publicDir ?? hosting.public} has no CSP meta elements: run \`node scripts/postbuild.mjs\` (npm run build does).`,
    );
  }
  const serveFile = sirv(dir.pathname, { dev: false, etag: true, extensions: ["html"] });

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    for (const { key, value } of headersFor(headerRules, pathname).values()) res.setHeader(key, value);
    const redirect = redirects.find((rule) => rule.match.test(pathname));
    if (redirect) {
      res.writeHead(redirect.type ?? 301, { Location: redirect.destination }).end();
      return;
    }
    const sendNotFound = () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end(notFound);
    };
    // As on Firebase Hosting, a file that exists wins over a rewrite: a
    // prerendered article is served as itself, other slugs get the fallback.
    serveFile(req, res, () => {
      const rewrite = rewrites.find((rule) => rule.match.test(pathname));
      if (!rewrite) return sendNotFound();
      req.url = rewrite.destination;
      serveFile(req, res, sendNotFound);
    });
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = server.address();
  return {
    url: `http://${host}:${typeof address === "object" && address ? address.port : port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const extraConnectSrc = (process.env.PREVIEW_CONNECT_SRC ?? "").split(/\s+/).filter(Boolean);
  const port = Number(process.env.PORT ?? 4173);
  const { url } = await startStaticServer({ port, host: process.env.HOST ?? "localhost", extraConnectSrc });
  console.log(`Serving build/client at ${url} (Ctrl+C to stop)`);
  if (extraConnectSrc.length > 0) console.log(`CSP connect-src also allows ${extraConnectSrc.join(" ")}`);
}
