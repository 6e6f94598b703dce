// The e2e Firestore stand-in, seeded as uploads would fill it; bundled and run in Node by the e2e build and bench.
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
