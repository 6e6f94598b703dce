import { loadBuiltInContent, type BuiltInContent } from "~/lib/content-store/builtin-content";
import type { ContentStore, UploadReport } from "~/lib/content-store/store";

export type UploadOutcome = { kind: "report"; report: UploadReport } | { kind: "error"; message: string };

export type UploadTarget = "products" | "articles";

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function outcomeOf(upload: () => Promise<UploadReport>, failureLabel: string): Promise<UploadOutcome> {
  try {
    return { kind: "report", report: await upload() };
  } catch (error) {
    console.error(failureLabel, error);
    return { kind: "error", message: messageOf(error) };
  }
}

/** Under stable ids, so a second upload overwrites instead of duplicating. */
export function uploadBuiltInProducts(
  store: ContentStore,
  load: () => Promise<BuiltInContent> = loadBuiltInContent,
): Promise<UploadOutcome> {
  return outcomeOf(async () => {
    const { products } = await load();
    const report = await store.uploadProducts(products);
    if (report.failed.length > 0) console.error("Upload error", report.failed);
    else console.log("Products Uploaded!");
    return report;
  }, "Upload error");
}

export function uploadBuiltInArticles(
  store: ContentStore,
  load: () => Promise<BuiltInContent> = loadBuiltInContent,
): Promise<UploadOutcome> {
  return outcomeOf(async () => {
    const { articles } = await load();
    const report = await store.uploadArticles(articles);
    for (const id of report.written) console.log(`Uploaded article: ${id}`);
    for (const { reason } of report.skipped) console.warn(`Skipped an article: ${reason}`);
    for (const { id, reason } of report.failed) console.error(`Failed to upload article ${id}:`, reason);
    console.log(`Article upload finished: ${report.written.length} of ${articles.length} uploaded.`);
    return report;
  }, "Article upload failed:");
}
