// Bundled by scripts/build-e2e-firebase.mjs (esbuild) and run in Node: the
// Firestore stand-in of the browser tests, seeded with the built-in content,
// for the Firebase-mode build to read its articles and products from.
import { builtInProducts } from "~/content/products";
import { loadArticles } from "~/lib/article-source/load-articles";
import {
  type FirestoreStandIn,
  seedFromContent,
  startFirestoreStandIn,
} from "../../tests/e2e/support/firestore-stand-in";

export async function startSeededStandIn(port: number, projectId: string): Promise<FirestoreStandIn> {
  const standIn = await startFirestoreStandIn({ port, projectId });
  standIn.reset(
    seedFromContent({ articles: loadArticles().map(({ document }) => document), products: builtInProducts }),
  );
  return standIn;
}
