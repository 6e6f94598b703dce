import { DEPLOYED_CONTENT_PATH } from "~/config/deployed-content";
import type { ArticleSummary, Product } from "./model";
import { byId, createSelectionReads, runQuery, type RandomSource } from "./selection";
import type { ContentStore } from "./store";

/** What DEPLOYED_CONTENT_PATH holds: every card and product of the build. */
export interface DeployedContent {
  articles: ArticleSummary[];
  products: Product[];
}

/** The reads readers' pages make of the store; with App Check on, the deploy's copy answers them. */
export type DeployedReads = Pick<
  ContentStore,
  "listArticleSummaries" | "latestArticles" | "relatedArticles" | "productsForTags"
>;

/** The build's file, its dates revived (JSON carries them as strings), in id order as Firestore keeps them. */
export async function fetchDeployedContent(): Promise<DeployedContent> {
  const response = await fetch(DEPLOYED_CONTENT_PATH);
  if (!response.ok) throw new Error(`${DEPLOYED_CONTENT_PATH} answered ${response.status}`);
  const content = (await response.json()) as DeployedContent;
  for (const article of content.articles) article.createdAt = new Date(article.createdAt);
  return { articles: content.articles.sort(byId), products: content.products.sort(byId) };
}

/**
 * Readers' reads from the copy of the database this deploy was built from,
 * with the same picks as the other adapters. The file is read once per page
 * load; a failed read is tried again next time.
 */
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
