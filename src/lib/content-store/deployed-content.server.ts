import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEPLOYED_CONTENT_PATH } from "../../config/deployed-content";
import type { DeployedContent } from "./deployed-store";
import type { Article, Product } from "./model";
import { toSummary } from "./summary-index";

// Build time only (the React Router config imports it, without the app's `~`
// alias): the build's cards and products as a file beside its pages.

/** Writes DEPLOYED_CONTENT_PATH into `clientDir`, the build's public folder. */
export async function writeDeployedContent(
  clientDir: string,
  content: { articles: readonly Article[]; products: readonly Product[] },
): Promise<void> {
  const body: DeployedContent = {
    articles: content.articles.map(toSummary),
    products: [...content.products],
  };
  await writeFile(join(clientDir, DEPLOYED_CONTENT_PATH.slice(1)), JSON.stringify(body));
}
