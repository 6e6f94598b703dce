import { isSitePath } from "../site-path";
import { documentLimits, isArticleId, lineProblem, textProblem } from "./document-limits";
import {
  evidenceLevels,
  type Article,
  type EvidenceLevel,
  type KeyTakeaway,
  type Product,
  type Revision,
} from "./model";

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "";

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** A Firestore Timestamp (anything with `toDate()`), `{ seconds, nanoseconds }`, a Date or an ISO string. */
export function toDate(value: unknown): Date | null {
  let date: unknown = null;
  if (value instanceof Date) date = value;
  else if (isRecord(value) && typeof value.toDate === "function") date = (value.toDate as () => unknown)();
  else if (isRecord(value) && typeof value.seconds === "number") date = new Date(value.seconds * 1000);
  else if (typeof value === "string") date = new Date(value);
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date : null;
}

function fail<T>(reason: string): Parsed<T> {
  return { ok: false, reason };
}

const isEvidenceLevel = (value: unknown): value is EvidenceLevel =>
  (evidenceLevels as readonly unknown[]).includes(value);

const limits = documentLimits.article;

function tagsProblem(key: string, tags: readonly string[]): string | null {
  for (const tag of tags) {
    const problem =
      tag === ""
        ? "is empty"
        : tag.length > limits.tag
          ? `is ${tag.length} characters; the limit is ${limits.tag}`
          : lineProblem(tag);
    if (problem !== null) return `"${key}" has a tag ${JSON.stringify(tag.slice(0, 60))} that ${problem}`;
  }
  return null;
}

const isTakeawayText = (value: unknown): value is string =>
  isNonEmptyString(value) && value.length <= limits.keyTakeaway && lineProblem(value) === null;

/** `{ text, evidence }`, or a plain line as stored before takeaways carried a level. */
function parseTakeaways(value: unknown): KeyTakeaway[] | null {
  if (!Array.isArray(value)) return null;
  const takeaways: KeyTakeaway[] = [];
  for (const item of value) {
    if (isTakeawayText(item)) takeaways.push({ text: item });
    else if (
      isRecord(item) &&
      isTakeawayText(item.text) &&
      (item.evidence === undefined || isEvidenceLevel(item.evidence))
    ) {
      takeaways.push(
        item.evidence === undefined ? { text: item.text } : { text: item.text, evidence: item.evidence },
      );
    } else return null;
  }
  return takeaways;
}

function parseRevisions(value: unknown): Revision[] | null {
  if (!Array.isArray(value)) return null;
  const revisions: Revision[] = [];
  for (const item of value) {
    const date = isRecord(item) ? toDate(item.date) : null;
    if (!date || !isRecord(item) || !isNonEmptyString(item.change)) return null;
    revisions.push({ date, change: item.change });
  }
  return revisions.sort((a, b) => b.date.getTime() - a.date.getTime());
}

export function parseArticle(id: string, data: unknown): Parsed<Article> {
  // The id becomes a page address and a file of the build.
  if (!isArticleId(id)) {
    return fail(`the id must be lowercase letters, digits and hyphens, at most ${limits.id} characters`);
  }
  if (!isRecord(data)) return fail("not an object");
  for (const key of ["title", "excerpt", "content", "author"] as const) {
    if (!isNonEmptyString(data[key])) return fail(`"${key}" must be a non-empty string`);
  }
  // The title, excerpt and author also go into the news feed: no "]]>", no control characters.
  for (const key of ["title", "author"] as const) {
    const problem = lineProblem(data[key] as string);
    if (problem !== null) return fail(`"${key}" ${problem}`);
  }
  for (const key of ["excerpt", "content"] as const) {
    const problem = textProblem(data[key] as string);
    if (problem !== null) return fail(`"${key}" ${problem}`);
  }
  const createdAt = toDate(data.createdAt);
  if (!createdAt) return fail('"createdAt" must be a timestamp');
  if (!isStringArray(data.tags)) return fail('"tags" must be a list of strings');
  if (data.productTags !== undefined && !isStringArray(data.productTags)) {
    return fail('"productTags" must be a list of strings');
  }
  const badTags =
    tagsProblem("tags", data.tags) ??
    tagsProblem("productTags", isStringArray(data.productTags) ? data.productTags : []);
  if (badTags !== null) return fail(badTags);
  for (const key of ["bannerImageUrl", "bannerImageAlt"] as const) {
    if (data[key] !== undefined && typeof data[key] !== "string") return fail(`"${key}" must be a string`);
  }
  const altProblem =
    typeof data.bannerImageAlt === "string" && data.bannerImageAlt.length > limits.bannerImageAlt
      ? `is longer than ${limits.bannerImageAlt} characters`
      : lineProblem((data.bannerImageAlt as string | undefined) ?? "");
  if (altProblem !== null) return fail(`"bannerImageAlt" ${altProblem}`);
  if (isNonEmptyString(data.bannerImageUrl) && !isSitePath(data.bannerImageUrl)) {
    return fail('"bannerImageUrl" must be a path on this site, like /images/articles/x.svg');
  }
  const updatedAt = data.updatedAt === undefined ? undefined : toDate(data.updatedAt);
  if (updatedAt === null) return fail('"updatedAt" must be a timestamp');
  const keyTakeaways = data.keyTakeaways === undefined ? [] : parseTakeaways(data.keyTakeaways);
  if (keyTakeaways === null) {
    return fail(
      `"keyTakeaways" must be a list of lines (one line of at most ${limits.keyTakeaway} characters each), each { text, evidence: ${evidenceLevels.join(" | ")} }`,
    );
  }
  const revisions = data.revisions === undefined ? [] : parseRevisions(data.revisions);
  if (revisions === null) return fail('"revisions" must be a list of { date, change }');
  const article: Article = {
    id,
    title: data.title as string,
    excerpt: data.excerpt as string,
    content: data.content as string,
    author: data.author as string,
    createdAt,
    tags: data.tags.map((tag) => tag.toLowerCase()),
  };
  if (isStringArray(data.productTags)) article.productTags = data.productTags.map((tag) => tag.toLowerCase());
  if (updatedAt) article.updatedAt = updatedAt;
  if (isNonEmptyString(data.bannerImageUrl)) article.bannerImageUrl = data.bannerImageUrl;
  if (isNonEmptyString(data.bannerImageAlt)) article.bannerImageAlt = data.bannerImageAlt;
  if (keyTakeaways.length > 0) article.keyTakeaways = keyTakeaways;
  if (revisions.length > 0) article.revisions = revisions;
  return { ok: true, value: article };
}

export function parseProduct(id: string, data: unknown): Parsed<Product> {
  if (!isRecord(data)) return fail("not an object");
  for (const key of ["name", "description", "link"] as const) {
    if (!isNonEmptyString(data[key])) return fail(`"${key}" must be a non-empty string`);
  }
  if (!(data.link as string).startsWith("https://")) return fail('"link" must be an https URL');
  if (!isStringArray(data.tags)) return fail('"tags" must be a list of strings');
  const badTags = tagsProblem("tags", data.tags);
  if (badTags !== null) return fail(badTags);
  if (data.image !== undefined && typeof data.image !== "string") return fail('"image" must be a string');
  if (isNonEmptyString(data.image) && !isSitePath(data.image)) {
    return fail('"image" must be a path on this site, like /images/products/x.svg');
  }
  if (data.isAdvisedAgainst !== undefined && typeof data.isAdvisedAgainst !== "boolean") {
    return fail('"isAdvisedAgainst" must be true or false');
  }
  const product: Product = {
    id,
    name: data.name as string,
    description: data.description as string,
    link: data.link as string,
    tags: data.tags,
  };
  if (isNonEmptyString(data.image)) product.image = data.image;
  // `false` reads as absent, so a product has one way to be an ordinary pick.
  if (data.isAdvisedAgainst === true) product.isAdvisedAgainst = true;
  return { ok: true, value: product };
}
