import { articleRecordSchema, productRecordSchema } from "~/lib/content-store/document-schema";
import type { Article, Product } from "~/lib/content-store/model";
import { parseArticle, parseProduct } from "~/lib/content-store/validate";
import { issueLines } from "~/lib/schema/fields";
import { htmlRemovals } from "~/lib/sanitize/html-removals";

// Shows what an upload would do before anything is written; loaded only when a developer picks a file, as it
// carries the schema library.

/** Refused before it is read; the build's articles.json is far below. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export type ContentKind = "articles" | "products";
export type ContentItem = Article | Product;

export type RecordCheck =
  | { index: number; id: string; ok: true; item: ContentItem }
  | { index: number; id: string | null; ok: false; reason: string };

export type FileCheck =
  { ok: false; message: string } | { ok: true; kind: ContentKind; records: RecordCheck[] };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Articles have a body, products a link; anything else is not an upload file. */
function kindOf(records: readonly unknown[]): ContentKind | null {
  if (!records.every(isRecord)) return null;
  if (records.every((record) => "content" in record || "title" in record)) return "articles";
  if (records.every((record) => "link" in record || "name" in record)) return "products";
  return null;
}

function checkArticle(record: unknown, index: number): RecordCheck {
  const id = isRecord(record) && typeof record.id === "string" ? record.id : null;
  const result = articleRecordSchema.safeParse(record);
  if (!result.success) return { index, id, ok: false, reason: issueLines(result.error).join("; ") };
  const removals = htmlRemovals(result.data.content);
  if (removals.length > 0) {
    const named = removals.slice(0, 3).join(", ");
    return {
      index,
      id,
      ok: false,
      reason: `content has HTML the site would remove before showing it: ${named}${removals.length > 3 ? ", …" : ""}`,
    };
  }
  const parsed = parseArticle(result.data.id, result.data);
  return parsed.ok
    ? { index, id: result.data.id, ok: true, item: parsed.value }
    : { index, id, ok: false, reason: parsed.reason };
}

function checkProduct(record: unknown, index: number): RecordCheck {
  const id = isRecord(record) && typeof record.id === "string" ? record.id : null;
  const result = productRecordSchema.safeParse(record);
  if (!result.success) return { index, id, ok: false, reason: issueLines(result.error).join("; ") };
  const parsed = parseProduct(result.data.id, result.data);
  return parsed.ok
    ? { index, id: result.data.id, ok: true, item: parsed.value }
    : { index, id, ok: false, reason: parsed.reason };
}

function markDuplicates(records: RecordCheck[]): RecordCheck[] {
  const positions = new Map<string, number[]>();
  for (const record of records) {
    if (record.id !== null) positions.set(record.id, [...(positions.get(record.id) ?? []), record.index + 1]);
  }
  return records.map((record) => {
    const at = record.id === null ? [] : (positions.get(record.id) ?? []);
    if (at.length < 2) return record;
    const duplicate = `the id "${String(record.id)}" is used by records ${at.join(", ")}; ids must be unique`;
    return {
      index: record.index,
      id: record.id,
      ok: false,
      reason: record.ok ? duplicate : `${record.reason}; ${duplicate}`,
    };
  });
}

/** Problems with the file as a whole come back as one message; with single records, per record. */
export async function checkUploadFile(file: File): Promise<FileCheck> {
  if (file.size > MAX_FILE_BYTES) {
    return {
      ok: false,
      message: `${file.name} is ${megabytes(file.size)}; the limit is ${megabytes(MAX_FILE_BYTES)}. Split it into smaller files.`,
    };
  }
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return { ok: false, message: `${file.name} could not be read: ${String(error)}` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? ` (${error.message})` : "";
    return { ok: false, message: `${file.name} is not valid JSON${detail}.` };
  }
  const kind = Array.isArray(data) ? kindOf(data) : null;
  if (!Array.isArray(data) || kind === null) {
    return {
      ok: false,
      message: `${file.name} is not a list of articles or products. Use a file shaped like the articles.json or products.json the build writes: [{ "id": …, … }, …].`,
    };
  }
  if (data.length === 0) return { ok: false, message: `${file.name} has no records.` };
  const check = kind === "articles" ? checkArticle : checkProduct;
  return { ok: true, kind, records: markDuplicates(data.map(check)) };
}

/** Dates as ISO strings. */
function fieldsOf(item: ContentItem): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(item)) {
    if (key === "id" || value === undefined) continue;
    fields[key] = value instanceof Date ? value.toISOString() : JSON.stringify(value);
  }
  return fields;
}

/** Present on one side only counts. */
export function changedFields(next: ContentItem, current: ContentItem): string[] {
  const a = fieldsOf(next);
  const b = fieldsOf(current);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => a[key] !== b[key]).sort();
}

export type PlanEntry =
  | { index: number; id: string; status: "new" | "unchanged" }
  | { index: number; id: string; status: "changed"; fields: string[] }
  | { index: number; id: string | null; status: "invalid"; reason: string };

export interface UploadPlan {
  kind: ContentKind;
  entries: PlanEntry[];
  /** What confirming writes; unchanged ones are left alone. */
  toWrite: ContentItem[];
  invalid: number;
}

export function planUpload(
  kind: ContentKind,
  records: readonly RecordCheck[],
  current: readonly ContentItem[],
): UploadPlan {
  const stored = new Map(current.map((item) => [item.id, item]));
  const entries: PlanEntry[] = [];
  const toWrite: ContentItem[] = [];
  for (const record of records) {
    if (!record.ok) {
      entries.push({ index: record.index, id: record.id, status: "invalid", reason: record.reason });
      continue;
    }
    const existing = stored.get(record.id);
    const fields = existing ? changedFields(record.item, existing) : null;
    if (fields === null) entries.push({ index: record.index, id: record.id, status: "new" });
    else if (fields.length > 0)
      entries.push({ index: record.index, id: record.id, status: "changed", fields });
    else entries.push({ index: record.index, id: record.id, status: "unchanged" });
    if (fields === null || fields.length > 0) toWrite.push(record.item);
  }
  return { kind, entries, toWrite, invalid: entries.filter((entry) => entry.status === "invalid").length };
}
