// What Firebase Hosting adds in front of the static server: HTTPS, HTTP/2
// and Brotli. Lighthouse simulates the network from the requests it saw, so
// uncompressed bodies, or six HTTP/1.1 connections, would cost pages time that
// production does not. The build is compressed up front, so that no request
// waits on the compressor.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
const COMPRESSIBLE_FILE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/i;
/** Headers HTTP/2 forbids, and its pseudo-headers, which HTTP/1.1 cannot carry. */
const forwardable = (/** @type {Record<string, string | string[] | undefined>} */ headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([key]) => !/^(:|connection|keep-alive|transfer-enc|upgrade)/.test(key)),
  );

/** A throwaway self-signed certificate for 127.0.0.1; the bench's browsers ignore certificate errors. */
function createCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "bench-cert-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  const args = ["-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1"];
  execFileSync("openssl", ["req", ...args, ...subject, "-keyout", key, "-out", cert], { stdio: "pipe" });
  const pem = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true });
  return pem;
}

/**
 * Serves `upstream` (the static server's http:// URL) on a free https:// port of 127.0.0.1.
 * @param {{ upstream: string, publicDir: string }} options `publicDir` is compressed up front
 */
export async function startHostingProxy({ upstream, publicDir }) {
  /** Brotli bodies by the hash of the uncompressed ones. @type {Map<string, Buffer>} */
  const compressed = new Map();
  const brotli = (/** @type {Buffer} */ body) => {
    const hash = createHash("sha256").update(body).digest("hex");
    const params = { [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    if (!compressed.has(hash)) compressed.set(hash, brotliCompressSync(body, { params }));
    return /** @type {Buffer} */ (compressed.get(hash));
  };
  const files = await readdir(publicDir, { withFileTypes: true, recursive: true });
  for (const file of files.filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))) {
    brotli(await readFile(join(file.parentPath, file.name)));
  }
  /** @type {Parameters<typeof createSecureServer>[1]} */
  const answer = async (req, res) => {
    try {
      const headers = /** @type {Record<string, string>} */ (forwardable(req.headers));
      const response = await fetch(new URL(req.url, upstream), {
        method: req.method,
        headers,
        redirect: "manual",
      });
      const body = Buffer.from(await response.arrayBuffer());
      const answerHeaders = forwardable(Object.fromEntries(response.headers));
      // Every browser of the bench accepts Brotli.
      const compress = body.length > 0 && COMPRESSIBLE_TYPE.test(response.headers.get("content-type") ?? "");
      const sent = compress ? brotli(body) : body;
      if (compress) Object.assign(answerHeaders, { "content-encoding": "br", "content-length": sent.length });
      res.writeHead(response.status, answerHeaders).end(req.method === "HEAD" ? "" : sent);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  };
  const server = createSecureServer({ ...createCertificate(), allowHTTP1: true }, answer);
  // Browsers keep connections open; closing the proxy ends them.
  const sockets = new Set();
  server.on("secureConnection", (/** @type {import("node:tls").TLSSocket} */ socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  /** @type {() => Promise<void>} */
  const close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  return { url: `https://127.0.0.1:${port}`, close };
}
