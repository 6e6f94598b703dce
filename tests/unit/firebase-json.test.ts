import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { parsePolicy } from "../../scripts/lib/csp.mjs";
import { SERVICE_WORKER_FILE } from "../../scripts/lib/precache.mjs";

interface Header {
  key: string;
  value: string;
}
interface FirebaseConfig {
  hosting: {
    public: string;
    predeploy?: string | string[];
    cleanUrls?: boolean;
    trailingSlash?: boolean;
    rewrites?: { source: string; destination: string }[];
    redirects?: { source: string; destination: string; type?: number }[];
    headers?: { source: string; headers: Header[] }[];
  };
  firestore?: { rules?: string; indexes?: string };
  emulators?: {
    auth?: { port: number };
    firestore?: { port: number };
    ui?: { enabled: boolean };
    singleProjectMode?: boolean;
  };
}

// Paths, not URLs: jsdom's URL class is global here and Node's fs rejects it.
const fromRoot = (path: string) => resolve(import.meta.dirname, "../..", path);
const readJson = (path: string): unknown => JSON.parse(readFileSync(fromRoot(path), "utf8"));
const config = readJson("firebase.json") as FirebaseConfig;
const fileExists = (path: string) => existsSync(fromRoot(path));

/** React Router writes this file when `ssr: false` prerenders; the static server and Firebase serve it. */
const SPA_FALLBACK = "/__spa-fallback.html";
/** The Firebase endpoints the app calls: Auth (sign-in, token refresh) and Firestore. */
const FIREBASE_ORIGINS = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
  "https://firestore.googleapis.com",
];
const DENIED_FEATURES = ["camera", "microphone", "geolocation", "payment", "usb", "interest-cohort"];

function ruleIndex(hosting: FirebaseConfig["hosting"], source: string, key: string, value: RegExp) {
  return (hosting.headers ?? []).findIndex(
    (rule) =>
      rule.source === source &&
      rule.headers.some(
        (header) => header.key.toLowerCase() === key.toLowerCase() && value.test(header.value),
      ),
  );
}

function headerOnEverything(hosting: FirebaseConfig["hosting"], key: string) {
  return (hosting.headers ?? [])
    .filter((rule) => rule.source === "**")
    .flatMap((rule) => rule.headers)
    .findLast((header) => header.key.toLowerCase() === key.toLowerCase())?.value;
}

/** A hosting glob ("**", "/assets/**", "/articles/*") as a RegExp over paths. */
const globPattern = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*/g, "\0")
      .replace(/\*/g, "[^/]+")
      .replace(/\0/g, ".*")}$`,
  );

/** The value `path` is served with for `key`: every matching rule applies in order, the last wins. */
function headerFor(hosting: FirebaseConfig["hosting"], path: string, key: string) {
  return (hosting.headers ?? [])
    .filter((rule) => globPattern(rule.source).test(path))
    .flatMap((rule) => rule.headers)
    .findLast((header) => header.key.toLowerCase() === key.toLowerCase())?.value;
}

/** The service worker script (scripts/lib/precache.mjs `SERVICE_WORKER_FILE`). */
const SERVICE_WORKER = `/${SERVICE_WORKER_FILE}`;

/** A source that allows any host: `*`, `*.example.com`, `https://*`, `https://*.example.com`. */
const isWildcardHost = (source: string) => /^(?:[a-z][a-z0-9+.-]*:\/\/)?\*/i.test(source);

/** What is wrong with a Firebase config, as readable sentences (empty when nothing is). */
function configProblems(firebase: FirebaseConfig, exists: (path: string) => boolean = fileExists): string[] {
  const problems: string[] = [];
  const { hosting } = firebase;
  const fail = (problem: string) => problems.push(problem);

  if (hosting.public !== "build/client") fail("hosting.public is not the build output build/client");
  const predeploy = [hosting.predeploy ?? []].flat();
  if (!predeploy.includes("npm run build")) fail("predeploy does not run `npm run build`");
  if (hosting.cleanUrls !== true || hosting.trailingSlash !== false) fail("cleanUrls/trailingSlash changed");
  if (!hosting.rewrites?.some((rule) => rule.source === "/articles/*" && rule.destination === SPA_FALLBACK)) {
    fail(`the SPA fallback rewrite /articles/* → ${SPA_FALLBACK} is missing`);
  }
  if (
    !hosting.redirects?.some(
      (rule) =>
        rule.source === "/intermittent-fasting" &&
        rule.destination === "/diets/intermittent-fasting" &&
        rule.type === 301,
    )
  ) {
    fail("the /intermittent-fasting redirect is missing");
  }

  // Later matching rules override earlier ones for the same key: the
  // catch-all no-cache must come before the immutable assets rule.
  const noCache = ruleIndex(hosting, "**", "Cache-Control", /^no-cache$/);
  const immutable = ruleIndex(hosting, "/assets/**", "Cache-Control", /max-age=31536000\b.*\bimmutable\b/);
  if (noCache === -1) fail("no `**` Cache-Control: no-cache rule");
  if (immutable === -1) fail("no `/assets/**` Cache-Control rule with max-age=31536000 and immutable");
  if (noCache !== -1 && immutable !== -1 && noCache > immutable) {
    fail("header order: the `**` no-cache rule comes after the `/assets/**` immutable rule and overrides it");
  }
  // Browsers look for a new worker on every visit; a cached script would hide deploys.
  if (headerFor(hosting, SERVICE_WORKER, "Cache-Control") !== "no-cache") {
    fail(`the service worker ${SERVICE_WORKER} is not served with Cache-Control: no-cache`);
  }

  const policy = headerOnEverything(hosting, "Content-Security-Policy");
  if (policy === undefined) {
    fail("no Content-Security-Policy on `**`");
  } else {
    const directives = parsePolicy(policy);
    const sources = (name: string) => directives.get(name)?.join(" ");
    if (sources("default-src") !== "'self'") fail("CSP default-src is not exactly 'self'");
    if (sources("frame-ancestors") !== "'none'") fail("CSP frame-ancestors is not 'none'");
    if (sources("object-src") !== "'none'") fail("CSP object-src is not 'none'");
    if (sources("base-uri") !== "'self'") fail("CSP base-uri is not 'self'");
    const connect = [...(directives.get("connect-src") ?? [])].sort();
    if (JSON.stringify(connect) !== JSON.stringify(["'self'", ...FIREBASE_ORIGINS].sort())) {
      fail("CSP connect-src is not exactly 'self' and the Firebase endpoints");
    }
    // Inline scripts are pinned by hash in each page's meta policy
    // (scripts/postbuild.mjs); the header may allow nothing more.
    const script = directives.get("script-src") ?? [];
    if (script.some((source) => !["'self'", "'unsafe-inline'"].includes(source))) {
      fail(`CSP script-src allows more than 'self' (${script.join(" ")})`);
    }
    // worker-src falls back to child-src, then script-src, then default-src.
    const worker = ["worker-src", "child-src", "script-src", "default-src"]
      .map((name) => directives.get(name))
      .find((found) => found !== undefined);
    if (!worker?.includes("'self'")) fail("CSP does not allow the site's own service worker (worker-src)");
    const wildcards = [...directives.values()].flat().filter(isWildcardHost);
    if (wildcards.length > 0) fail(`CSP has wildcard host sources: ${wildcards.join(" ")}`);
  }
  if (headerOnEverything(hosting, "X-Content-Type-Options") !== "nosniff")
    fail("no X-Content-Type-Options: nosniff");
  if (headerOnEverything(hosting, "Referrer-Policy") !== "strict-origin-when-cross-origin") {
    fail("no Referrer-Policy: strict-origin-when-cross-origin");
  }
  const permissions = headerOnEverything(hosting, "Permissions-Policy") ?? "";
  const allowed = DENIED_FEATURES.filter(
    (feature) => !new RegExp(`(^|[\\s,])${feature}=\\(\\)`).test(permissions),
  );
  if (allowed.length > 0) fail(`Permissions-Policy does not deny ${allowed.join(", ")}`);

  for (const key of ["rules", "indexes"] as const) {
    const path = firebase.firestore?.[key];
    if (!path || !exists(path)) fail(`firestore.${key} does not name an existing file (${path ?? "unset"})`);
  }
  const { emulators } = firebase;
  if (emulators?.ui?.enabled !== false) fail("the emulator UI is not disabled");
  if (emulators?.auth?.port !== 9099 || emulators.firestore?.port !== 8080) fail("emulator ports changed");
  if (emulators?.singleProjectMode !== true) fail("emulators.singleProjectMode is not true");
  return problems;
}

/** A copy of the real config with one thing broken. */
function broken(change: (copy: FirebaseConfig) => void): FirebaseConfig {
  const copy = structuredClone(config);
  change(copy);
  return copy;
}

function setPolicy(copy: FirebaseConfig, edit: (policy: string) => string) {
  for (const rule of copy.hosting.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key === "Content-Security-Policy") header.value = edit(header.value);
    }
  }
}

describe("firebase.json", () => {
  test("passes every hosting, Firestore and emulator check", () => {
    expect(configProblems(config)).toEqual([]);
  });

  test.each<[string, (copy: FirebaseConfig) => void, RegExp]>([
    ["a missing SPA rewrite", (copy) => (copy.hosting.rewrites = []), /SPA fallback rewrite/],
    [
      "a rewrite to a file the build does not write",
      (copy) => (copy.hosting.rewrites = [{ source: "/articles/*", destination: "/index.html" }]),
      /SPA fallback rewrite/,
    ],
    ["a missing redirect", (copy) => (copy.hosting.redirects = []), /intermittent-fasting redirect/],
    ["headers in the wrong order", (copy) => copy.hosting.headers?.reverse(), /header order/],
    [
      "a short asset max-age",
      (copy) => setCacheControl(copy, "/assets/**", "public, max-age=3600, immutable"),
      /max-age=31536000/,
    ],
    ["HTML cached", (copy) => setCacheControl(copy, "**", "public, max-age=600"), /no-cache rule/],
    [
      "a cached service worker",
      (copy) =>
        copy.hosting.headers?.push({
          source: "/*.js",
          headers: [{ key: "Cache-Control", value: "public, max-age=3600" }],
        }),
      /service worker \/sw\.js is not served with Cache-Control: no-cache/,
    ],
    [
      "workers refused",
      (copy) => setPolicy(copy, (policy) => `${policy}; worker-src 'none'`),
      /own service worker/,
    ],
    [
      "a wildcard Firebase host",
      (copy) =>
        setPolicy(copy, (policy) =>
          policy.replace("connect-src 'self'", "connect-src 'self' https://*.googleapis.com"),
        ),
      /wildcard host sources: https:\/\/\*\.googleapis\.com/,
    ],
    [
      "a bare wildcard",
      (copy) => setPolicy(copy, (policy) => policy.replace("img-src 'self'", "img-src 'self' *")),
      /wildcard host sources: \*/,
    ],
    [
      "a *.firebaseapp.com source",
      (copy) => setPolicy(copy, (policy) => `${policy}; frame-src *.firebaseapp.com`),
      /wildcard host sources: \*\.firebaseapp\.com/,
    ],
    [
      "an endpoint the app does not use",
      (copy) =>
        setPolicy(copy, (policy) =>
          policy.replace("connect-src 'self'", "connect-src 'self' https://example.com"),
        ),
      /connect-src is not exactly/,
    ],
    [
      "a missing Firebase endpoint",
      (copy) => setPolicy(copy, (policy) => policy.replace(" https://securetoken.googleapis.com", "")),
      /connect-src is not exactly/,
    ],
    [
      "no frame-ancestors",
      (copy) => setPolicy(copy, (policy) => policy.replace("frame-ancestors 'none'", "")),
      /frame-ancestors/,
    ],
    [
      "object-src allowed",
      (copy) => setPolicy(copy, (policy) => policy.replace("object-src 'none'", "object-src 'self'")),
      /object-src/,
    ],
    [
      "a loose default-src",
      (copy) =>
        setPolicy(copy, (policy) => policy.replace("default-src 'self'", "default-src 'self' https:")),
      /default-src/,
    ],
    [
      "script-src with 'unsafe-eval'",
      (copy) =>
        setPolicy(copy, (policy) => policy.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'")),
      /script-src allows more/,
    ],
    ["no CSP at all", (copy) => removeHeader(copy, "Content-Security-Policy"), /no Content-Security-Policy/],
    ["no nosniff", (copy) => removeHeader(copy, "X-Content-Type-Options"), /nosniff/],
    ["no Referrer-Policy", (copy) => removeHeader(copy, "Referrer-Policy"), /Referrer-Policy/],
    [
      "no Permissions-Policy",
      (copy) => removeHeader(copy, "Permissions-Policy"),
      /does not deny camera, microphone/,
    ],
    ["no predeploy build", (copy) => delete copy.hosting.predeploy, /predeploy/],
    [
      "an unknown rules file",
      (copy) => (copy.firestore = { ...copy.firestore, rules: "missing.rules" }),
      /firestore\.rules/,
    ],
    ["no indexes file", (copy) => delete copy.firestore?.indexes, /firestore\.indexes/],
    [
      "the emulator UI on",
      (copy) => (copy.emulators = { ...copy.emulators, ui: { enabled: true } }),
      /emulator UI/,
    ],
  ])("catches %s", (_name, change, problem) => {
    expect(configProblems(broken(change))).toContainEqual(expect.stringMatching(problem));
  });

  test("uses a demo- project by default, so local work never reaches a real project", () => {
    expect(readJson(".firebaserc")).toEqual({ projects: { default: "demo-fast-and-fuel" } });
  });
});

function setCacheControl(copy: FirebaseConfig, source: string, value: string) {
  const rule = copy.hosting.headers?.find((candidate) => candidate.source === source);
  for (const header of rule?.headers ?? []) if (header.key === "Cache-Control") header.value = value;
}

function removeHeader(copy: FirebaseConfig, key: string) {
  for (const rule of copy.hosting.headers ?? [])
    rule.headers = rule.headers.filter((header) => header.key !== key);
}
