import type { Config } from "@react-router/dev/config";

// A static site: nothing renders at request time. Every static route is
// prerendered to its own HTML file at build time; dynamic routes and unknown
// paths are served by the SPA fallback (`__spa-fallback.html`, copied to
// `404.html` by scripts/postbuild.mjs).
export default {
  appDirectory: "src",
  ssr: false,
  prerender: ({ getStaticPaths }) => getStaticPaths(),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
