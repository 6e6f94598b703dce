// Bundled by scripts/build-e2e-firebase.mjs and the bench (esbuild) and run
// in Node: the Firestore stand-in of the browser tests, seeded as the
// uploads would fill it (articles, their summary index, products).
import { builtInProducts } from "~/content/products";
import { loadArticles } from "~/lib/article-source/load-articles";
import {
  type FirestoreStandIn,
  seedFromContent,
  startFirestoreStandIn,
} from "../../tests/e2e/support/firestore-stand-in";
import { generateArticles } from "../bench/generate-articles.mjs";

/** Seeded with the built-in content, for the Firebase-mode build to prerender. */
export async function startSeededStandIn(port: number, projectId: string): Promise<FirestoreStandIn> {
  const standIn = await startFirestoreStandIn({ port, projectId });
  standIn.reset(
    seedFromContent({ articles: loadArticles().map(({ document }) => document), products: builtInProducts }),
  );
  return standIn;
}

/** Seeded with `articleCount` generated articles (the bench's article list, Firebase mode). */
export async function startCatalogueStandIn({
  port,
  projectId,
  articleCount,
}: {
  port: number;
  projectId: string;
  articleCount: number;
}): Promise<FirestoreStandIn> {
  const standIn = await startFirestoreStandIn({ port, projectId });
  const articles = generateArticles(articleCount).map((article) => ({ ...article, slug: article.id }));
  standIn.reset(seedFromContent({ articles, products: builtInProducts }));
  return standIn;
}
