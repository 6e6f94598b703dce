// Bundled (esbuild) by scripts/build-e2e-firebase.mjs and the bench, and run in Node: the Firestore stand-in
// of the browser tests on the e2e port, seeded as the uploads would fill it (articles, their summary index,
// products) with the built-in content, or with `articleCount` generated articles (the bench's long list).
import { builtInProducts } from "~/content/products";
import { loadArticles } from "~/lib/article-source/load-articles";
import { E2E_FIRESTORE_HOST } from "./e2e-hosts.mjs";
import { seedFromContent, startFirestoreStandIn } from "../../tests/e2e/support/firestore-stand-in";
import { generateArticles } from "../bench/generate-articles.mjs";

export async function startE2eStandIn(projectId: string, articleCount?: number) {
  const port = Number(E2E_FIRESTORE_HOST.split(":")[1]);
  const standIn = await startFirestoreStandIn({ port, projectId });
  const articles =
    articleCount === undefined
      ? loadArticles().map(({ document }) => document)
      : generateArticles(articleCount).map((article) => ({ ...article, slug: article.id }));
  standIn.reset(seedFromContent({ articles, products: builtInProducts }));
  return standIn;
}
