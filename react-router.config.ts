import type { Config } from "@react-router/dev/config";
import { paths } from "./src/config/paths";

/** Routes that only redirect (hosting answers them with a 301, firebase.json). */
const redirectOnly = new Set<string>([paths.intermittentFasting]);

// A static site: nothing renders at request time. Every static route is
// prerendered to its own HTML file at build time; dynamic routes and unknown
// paths are served by the SPA fallback (`__spa-fallback.html`, copied to
// `404.html` by scripts/postbuild.mjs).
export default {
  appDirectory: "src",
  ssr: false,
  prerender: ({ getStaticPaths }) => getStaticPaths().filter((path) => !redirectOnly.has(path)),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
