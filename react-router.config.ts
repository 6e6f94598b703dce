import type { Config } from "@react-router/dev/config";
import { pathsToPrerender } from "./src/config/prerender";
import { listArticleIds } from "./src/lib/article-source/article-files";
import { loadAppEnv } from "./src/lib/build-env";

// A static site: nothing renders at request time. Every static route is
// prerendered to its own HTML file at build time, and in built-in mode each
// built-in article too; other paths are served by the SPA fallback
// (`__spa-fallback.html`, copied to `404.html` by scripts/postbuild.mjs).
export default {
  appDirectory: "src",
  ssr: false,
  prerender: ({ getStaticPaths }) => pathsToPrerender(getStaticPaths(), loadAppEnv().mode, listArticleIds()),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
