// Firebase Hosting answers over HTTPS with HTTP/2 and compresses text
// responses (Brotli, or gzip) on its CDN; the local static server
// (scripts/static-server.mjs) speaks plain HTTP/1.1 without compression.
// Lighthouse's simulated throttling models the network from the requests it
// observed — their bytes, and whether they share one HTTP/2 connection or
// queue on six HTTP/1.1 ones — so the bench puts this proxy in front of the
// static server: HTTPS + HTTP/2 with a throwaway self-signed certificate
// (the browsers are told to ignore certificate errors), and compression.
// Compressed bodies are cached by content hash, and the build is compressed
// up front, so no request waits on the compressor.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
const COMPRESSIBLE_FILE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/i;

/** @param {Buffer} body */
const hashOf = (body) => createHash("sha256").update(body).digest("hex");

/** @typedef {{ br?: Buffer, gzip?: Buffer }} Compressed */

/**
 * @param {Buffer} body
 * @param {"br" | "gzip"} encoding
 */
function compress(body, encoding) {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 9 });
}

/**
 * The encoding to answer with, Brotli first (as Hosting does).
 * @param {string | undefined} acceptEncoding
 * @returns {"br" | "gzip" | null}
 */
function chooseEncoding(acceptEncoding = "") {
  const accepted = acceptEncoding.split(",").map((part) => part.trim().split(";")[0]);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** @param {string} dir @returns {Promise<string[]>} */
async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Headers HTTP/2 forbids (RFC 9113, 8.2.2), and HTTP/2 pseudo-headers HTTP/1.1 cannot carry. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

/**
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @returns {import("node:http").OutgoingHttpHeaders}
 */
function forwardable(headers) {
  return Object.fromEntries(
    Object.entries(headers).filter(([key]) => !key.startsWith(":") && !HOP_BY_HOP.has(key)),
  );
}

/**
 * A self-signed certificate for 127.0.0.1, valid for a day, made with the
 * openssl command-line tool.
 * @returns {Promise<{ key: Buffer, cert: Buffer }>}
 */
async function createCertificate() {
  const dir = await mkdtemp(join(tmpdir(), "bench-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        ...[
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:prime256v1",
          "-nodes",
          "-days",
          "1",
        ],
        ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
        ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
      ],
      { stdio: "pipe" },
    );
    return { key: await readFile(join(dir, "key.pem")), cert: await readFile(join(dir, "cert.pem")) };
  } catch (error) {
    throw new Error(
      "Could not create a certificate with openssl (`sudo apt-get install -y openssl`): " +
        (error instanceof Error ? error.message : String(error)),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the proxy on a free port of 127.0.0.1 in front of `upstream`
 * (the static server's http:// URL); answers on https://.
 * @param {{ upstream: string, publicDir: string }} options `publicDir` is compressed up front
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startHostingProxy({ upstream, publicDir }) {
  /** @type {Map<string, Compressed>} */
  const cache = new Map();
  for (const file of await listFiles(publicDir)) {
    if (!COMPRESSIBLE_FILE.test(file)) continue;
    const body = await readFile(file);
    cache.set(hashOf(body), { br: compress(body, "br") });
  }
  const target = new URL(upstream);

  const server = createSecureServer({ ...(await createCertificate()), allowHTTP1: true }, (req, res) => {
    const upstreamReq = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...forwardable(req.headers), host: target.host },
      },
      (upstreamRes) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        upstreamRes.on("data", (chunk) => chunks.push(chunk));
        upstreamRes.on("end", () => {
          // Widened from Buffer<ArrayBuffer>: the compressed bodies zlib returns may be assigned.
          /** @type {Buffer} */
          let body = Buffer.concat(chunks);
          const headers = forwardable(upstreamRes.headers);
          const encoding = chooseEncoding(req.headers["accept-encoding"]);
          const type = String(headers["content-type"] ?? "");
          if (
            encoding &&
            req.method !== "HEAD" &&
            body.length > 0 &&
            !headers["content-encoding"] &&
            COMPRESSIBLE_TYPE.test(type)
          ) {
            const key = hashOf(body);
            const entry = cache.get(key) ?? {};
            entry[encoding] ??= compress(body, encoding);
            cache.set(key, entry);
            body = entry[encoding];
            headers["content-encoding"] = encoding;
            headers.vary = "Accept-Encoding";
            headers["content-length"] = String(body.length);
          }
          res.writeHead(upstreamRes.statusCode ?? 502, headers);
          if (req.method === "HEAD") res.end();
          else res.end(body);
        });
      },
    );
    upstreamReq.on("error", (error) => {
      res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(String(error));
    });
    req.pipe(upstreamReq);
  });
  // Browsers keep connections open; closing ends them.
  /** @type {Set<import("node:tls").TLSSocket>} */
  const sockets = new Set();
  server.on("secureConnection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
