import type { Config } from "@react-router/dev/config";
import { pathsToPrerender } from "./src/config/prerender";
import { listArticleIds } from "./src/lib/article-source/article-files";
import { loadAppEnv } from "./src/lib/build-env";
import { writeDeployedContent } from "./src/lib/content-store/deployed-content.server";
import { databaseContentForBuild } from "./src/lib/firebase/database-content.server";

// A static site: nothing renders at request time. Every static route is
// prerendered to its own HTML file at build time, and so is every article:
// the built-in ones, or in Firebase mode the database's (read once per build;
// an unreachable database stops the build). Other paths are served by the SPA
// fallback (`__spa-fallback.html`, copied to `404.html` by scripts/postbuild.mjs).
export default {
  appDirectory: "src",
  ssr: false,
  prerender: async ({ getStaticPaths }) => {
    const appEnv = loadAppEnv();
    const articleIds =
      appEnv.mode === "builtin"
        ? listArticleIds()
        : (await databaseContentForBuild(appEnv)).articles.map((article) => article.id);
    return pathsToPrerender(getStaticPaths(), articleIds);
  },
  // Firebase mode: the copy of the database readers' pages read when App Check
  // keeps them off it (the same read as the pages', not a second one).
  buildEnd: async ({ reactRouterConfig }) => {
    const appEnv = loadAppEnv();
    if (appEnv.mode === "builtin") return;
    await writeDeployedContent(
      `${reactRouterConfig.buildDirectory}/client`,
      await databaseContentForBuild(appEnv),
    );
  },
  future: {
    v8_middleware: true,
    // One chunk per route: a prerendered page loads every part of its route
    // anyway, and the parts' extra files cost article pages 0.8 KiB (decision 019).
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
