// Serves the production build the way Firebase Hosting does (see firebase.json):
// prerendered `route/index.html` files, the hosting redirects and rewrites,
// `404.html` with status 404 for everything else, and the hosting headers
// (cache, Content-Security-Policy, …) on every response.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import sirv from "sirv";
import { compileHeaderRules, globToRegExp, headersFor } from "./lib/hosting-headers.mjs";

const root = new URL("../", import.meta.url);

/** @typedef {import("./lib/hosting-headers.mjs").HeaderRule} HeaderRule */

/**
 * The parts of firebase.json's `hosting` this server reproduces.
 * @typedef {{
 *   public: string,
 *   redirects?: { source: string, destination: string, type?: number }[],
 *   rewrites?: { source: string, destination: string }[],
 *   headers?: HeaderRule[],
 * }} HostingConfig
 */

/**
 * Starts the server. `port` 0 picks a free port. `extraConnectSrc` adds
 * origins (e.g. `http://127.0.0.1:9199`, a local Auth emulator) to the
 * Content-Security-Policy's `connect-src`. `publicDir` (relative to the repo)
 * serves another build than firebase.json's (the Firebase-mode e2e build).
 * @param {{ port?: number, host?: string, extraConnectSrc?: readonly string[], publicDir?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  port = 0,
  host = "127.0.0.1",
  extraConnectSrc = [],
  publicDir: givenPublicDir,
} = {}) {
  /** @type {HostingConfig} */
  const hosting = JSON.parse(await readFile(new URL("firebase.json", root), "utf8")).hosting;
  const publicDir = new URL(`${givenPublicDir ?? hosting.public}/`, root);
  const redirects = (hosting.redirects ?? []).map((rule) => ({
    match: globToRegExp(rule.source),
    destination: rule.destination,
    status: rule.type ?? 301,
  }));
  const rewrites = (hosting.rewrites ?? []).map((rule) => ({
    match: globToRegExp(rule.source),
    destination: rule.destination,
  }));
  const headerRules = compileHeaderRules(hosting.headers ?? [], extraConnectSrc);
  const notFound = await readFile(new URL("404.html", publicDir));
  // Without the post-build step the pages lack their script-hash policy and
  // the header alone would let any inline script run: refuse such a build.
  if (!notFound.toString("utf8").includes('http-equiv="Content-Security-Policy"')) {
    throw new Error(
      `${givenPublicDir ?? hosting.public} has no CSP meta elements: run \`node scripts/postbuild.mjs\` (npm run build does).`,
    );
  }
  const serveFile = sirv(publicDir.pathname, { dev: false, etag: true, extensions: ["html"] });

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    for (const { key, value } of headersFor(headerRules, pathname).values()) res.setHeader(key, value);
    const redirect = redirects.find((rule) => rule.match.test(pathname));
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.destination });
      res.end();
      return;
    }
    const sendNotFound = () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(notFound);
    };
    // Like Firebase Hosting, a file that exists wins over a rewrite (a
    // prerendered article is served as itself, other slugs get the fallback).
    serveFile(req, res, () => {
      const rewrite = rewrites.find((rule) => rule.match.test(pathname));
      if (!rewrite) return sendNotFound();
      req.url = rewrite.destination;
      serveFile(req, res, sendNotFound);
    });
  });
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
