import { DEPLOYED_CONTENT_PATH } from "~/config/deployed-content";
import type { ArticleSummary, Product } from "./model";
import { byId, createSelectionReads, runQuery, type RandomSource } from "./selection";
import type { ContentStore } from "./store";

export interface DeployedContent {
  articles: ArticleSummary[];
  products: Product[];
}

export type DeployedReads = Pick<
  ContentStore,
  "listArticleSummaries" | "latestArticles" | "relatedArticles" | "productsForTags"
>;

/** In id order, as Firestore keeps them. */
export async function fetchDeployedContent(): Promise<DeployedContent> {
  const response = await fetch(DEPLOYED_CONTENT_PATH);
  if (!response.ok) throw new Error(`${DEPLOYED_CONTENT_PATH} answered ${response.status}`);
  const content = (await response.json()) as DeployedContent;
  for (const article of content.articles) article.createdAt = new Date(article.createdAt);
  return { articles: content.articles.sort(byId), products: content.products.sort(byId) };
}

/** With App Check on, readers' reads answer from the copy this deploy was built from; a failed read of the
 * file is tried again next time. */
export function createDeployedReads({
  random,
  load = fetchDeployedContent,
}: {
  random: RandomSource;
  load?: () => Promise<DeployedContent>;
}): DeployedReads {
  let content: Promise<DeployedContent> | null = null;
  const get = () => {
    content ??= load().catch((error: unknown) => {
      content = null;
      throw error;
    });
    return content;
  };
  return {
    listArticleSummaries: async () => (await get()).articles,
    ...createSelectionReads({
      runArticles: async (spec) => runQuery((await get()).articles, spec),
      runProducts: async (spec) => runQuery((await get()).products, spec),
      random,
    }),
  };
}
