import { readingTimeMinutes } from "../sanitize/reading-time";
import type { Article, ArticleSummary } from "./model";
import { parseArticle, type Parsed } from "./validate";

// Every article's card in a few shard documents, updated in the same batch as the articles, so the list
// costs a handful of reads and no bodies however long the Vault grows (decision 012).

export const SUMMARY_COLLECTION = "articleSummaries";

/** Firestore caps a document at 1 MiB and an entry takes about 430 bytes (the built-in articles'), so four
 * hold some 9,000. Changing it moves entries: rebuild the index afterwards. */
export const SUMMARY_SHARDS = 4;

/** The article id is the key. */
export type SummaryEntry = Omit<ArticleSummary, "id">;

function cardFields({ id, title, excerpt, tags, createdAt, bannerImageUrl }: Article): ArticleSummary {
  const summary: ArticleSummary = { id, title, excerpt, tags, createdAt };
  if (bannerImageUrl !== undefined) summary.bannerImageUrl = bannerImageUrl;
  return summary;
}

export const toSummary = (article: Article): ArticleSummary => ({
  ...cardFields(article),
  readingMinutes: readingTimeMinutes(article.content),
});

export function summaryEntry({ id: _id, ...fields }: ArticleSummary): SummaryEntry {
  return fields;
}

/** FNV-1a of the id, so an entry never moves. */
export function summaryShardId(articleId: string, shards: number = SUMMARY_SHARDS): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < articleId.length; index += 1) {
    hash ^= articleId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `shard-${hash % shards}`;
}

/** Empty shards are included, so a rebuild clears them. */
export function summaryShards(
  articles: readonly ArticleSummary[],
): Map<string, Record<string, SummaryEntry>> {
  const shards = new Map<string, Record<string, SummaryEntry>>();
  for (let index = 0; index < SUMMARY_SHARDS; index += 1) shards.set(`shard-${index}`, {});
  for (const article of articles) {
    const shard = shards.get(summaryShardId(article.id));
    if (shard) shard[article.id] = summaryEntry(article);
  }
  return shards;
}

const isReadingTime = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 600;

/** Checked with the article rules: body and author are filled in for the check and dropped again. */
export function parseSummaryEntry(id: string, entry: unknown): Parsed<ArticleSummary> {
  if (typeof entry !== "object" || entry === null || Array.isArray(entry)) {
    return { ok: false, reason: "not an object" };
  }
  const { readingMinutes, ...fields } = entry as Record<string, unknown>;
  if (readingMinutes !== undefined && !isReadingTime(readingMinutes)) {
    return { ok: false, reason: '"readingMinutes" must be a whole number of minutes from 1 to 600' };
  }
  const parsed = parseArticle(id, { author: "(not in the index)", ...fields, content: "(not in the index)" });
  if (!parsed.ok) return parsed;
  const summary = cardFields(parsed.value);
  if (isReadingTime(readingMinutes)) summary.readingMinutes = readingMinutes;
  return { ok: true, value: summary };
}

export function parseSummaryShard(
  shardId: string,
  data: unknown,
): { summaries: ArticleSummary[]; invalid: { id: string; reason: string }[] } {
  const entries = typeof data === "object" && data !== null ? (data as { entries?: unknown }).entries : null;
  if (typeof entries !== "object" || entries === null || Array.isArray(entries)) {
    return { summaries: [], invalid: [{ id: shardId, reason: '"entries" must be a map' }] };
  }
  const summaries: ArticleSummary[] = [];
  const invalid: { id: string; reason: string }[] = [];
  for (const [id, entry] of Object.entries(entries as Record<string, unknown>)) {
    const parsed = parseSummaryEntry(id, entry);
    if (parsed.ok) summaries.push(parsed.value);
    else invalid.push({ id, reason: parsed.reason });
  }
  return { summaries, invalid };
}
