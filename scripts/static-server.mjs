// Serves the production build the way Firebase Hosting does (see firebase.json):
// prerendered `route/index.html` files, the hosting redirects and rewrites, and
// `404.html` with status 404 for everything else.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import sirv from "sirv";

const root = new URL("../", import.meta.url);

/** Turns a hosting glob ("/articles/*", "**") into a RegExp. */
function globToRegExp(glob) {
  const pattern = glob
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*\*/g, "::globstar::")
    .replace(/\*/g, "[^/]+")
    .replace(/::globstar::/g, ".*");
  return new RegExp(`^${pattern}/?$`);
}

/**
 * Starts the server. `port` 0 picks a free port.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ port = 0, host = "127.0.0.1" } = {}) {
  const hosting = JSON.parse(await readFile(new URL("firebase.json", root), "utf8")).hosting;
  const publicDir = new URL(`${hosting.public}/`, root);
  const redirects = (hosting.redirects ?? []).map((rule) => ({
    match: globToRegExp(rule.source),
    destination: rule.destination,
    status: rule.type ?? 301,
  }));
  const rewrites = (hosting.rewrites ?? []).map((rule) => ({
    match: globToRegExp(rule.source),
    destination: rule.destination,
  }));
  const notFound = await readFile(new URL("404.html", publicDir));
  const serveFile = sirv(publicDir.pathname, { dev: false, etag: true, extensions: ["html"] });

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    const redirect = redirects.find((rule) => rule.match.test(pathname));
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.destination });
      res.end();
      return;
    }
    const rewrite = rewrites.find((rule) => rule.match.test(pathname));
    if (rewrite) req.url = rewrite.destination;
    serveFile(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
      res.end(notFound);
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
