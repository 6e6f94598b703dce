import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { DEPLOYED_CONTENT_PATH } from "../../config/deployed-content";
import type { DeployedContent } from "./deployed-store";
import type { Article, Product } from "./model";
import { toSummary } from "./summary-index";

// Relative imports: the React Router config imports this without the `~` alias.

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
