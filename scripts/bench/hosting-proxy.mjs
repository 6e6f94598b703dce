// Behind HTTPS, HTTP/2 and Brotli as in production, or Lighthouse's simulated network would charge extra time.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { createSecureServer } from "node:http2";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { startStaticServer } from "../static-server.mjs";

const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
const COMPRESSIBLE_FILE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/i;
// Headers HTTP/2 forbids, and its pseudo-headers, which HTTP/1.1 cannot carry.
const UNFORWARDABLE = /^(:|connection|keep-alive|transfer-enc|upgrade)/;
const forwardable = (/** @type {Record<string, string | string[] | undefined>} */ headers) =>
  Object.fromEntries(Object.entries(headers).filter(([key]) => !UNFORWARDABLE.test(key)));
const CERTIFICATE = "req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 1".split(" ");
const SUBJECT = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", "-"];

/** @type {(publicDir: string, connectSrc?: string[]) => Promise<{ url: string, close: () => Promise<void> }>} */
export const serveAsHosting = async (publicDir, connectSrc = []) => {
  const upstream = await startStaticServer({ publicDir, extraConnectSrc: connectSrc });
  const compressed = /** @type {Map<string, Buffer>} */ (new Map()); // By the hash of the uncompressed body.
  const brotli = (/** @type {Buffer} */ body) => {
    const hash = createHash("sha256").update(body).digest("hex");
    const params = { [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    if (!compressed.has(hash)) compressed.set(hash, brotliCompressSync(body, { params }));
    return /** @type {Buffer} */ (compressed.get(hash));
  };
  const dir = resolve(fileURLToPath(new URL("../../", import.meta.url)), publicDir); // or an absolute path
  const files = await readdir(dir, { withFileTypes: true, recursive: true });
  for (const file of files.filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name))) {
    brotli(await readFile(join(file.parentPath, file.name)));
  }
  const pem = execFileSync("openssl", [...CERTIFICATE, ...SUBJECT], { stdio: "pipe" });
  const server = createSecureServer({ key: pem, cert: pem, allowHTTP1: true }, async (req, res) => {
    try {
      const headers = /** @type {Record<string, string>} */ (forwardable(req.headers));
      const init = { method: req.method, headers, redirect: /** @type {const} */ ("manual") };
      const response = await fetch(new URL(req.url, upstream.url), init);
      const body = Buffer.from(await response.arrayBuffer());
      const answerHeaders = forwardable(Object.fromEntries(response.headers));
      const compress = body.length > 0 && COMPRESSIBLE_TYPE.test(response.headers.get("content-type") ?? "");
      const sent = compress ? brotli(body) : body;
      if (compress) Object.assign(answerHeaders, { "content-encoding": "br", "content-length": sent.length });
      res.writeHead(response.status, answerHeaders).end(req.method === "HEAD" ? "" : sent);
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  const sockets = new Set();
  server.on("secureConnection", (/** @type {import("node:tls").TLSSocket} */ socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const close = async () => {
    await new Promise((resolve) => {
      server.close(resolve);
      for (const socket of sockets) socket.destroy();
    });
    await upstream.close();
  };
  return { url: `https://127.0.0.1:${port}`, close };
};
