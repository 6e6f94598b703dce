import { z } from "zod";
import { evidenceLevels } from "../content-store/model";

// Field schemas shared by the article files' front matter
// (article-source/front-matter.ts) and the records of an upload file
// (content-store/document-schema.ts). Each message names the value and says
// what is wrong in a writer's words. Relative imports only: the article-source
// Vite plugin loads this while the Vite config is read.

/** Lowercase words, digits and hyphens: an article or product id, a source id. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const quoted = (value: unknown) => JSON.stringify(value);

/** The message for a value of the wrong type: a missing field says so. */
export const expected = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "is missing" : `must be ${what}, not ${quoted(issue.input)}`;

/** For `z.strictObject`: an unknown field is named. */
export const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `has an unknown field ${(issue.keys ?? []).map(quoted).join(", ")}`
      : undefined,
};

/** Visible text of at most `max` characters (trimmed). */
export const text = (max: number) =>
  z
    .string({ error: expected("text") })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, {
      error: (issue) => `is ${String((issue.input as string).length)} characters; the limit is ${max}`,
    });

export const list = <T extends z.ZodType>(item: T) => z.array(item, { error: expected("a list") });

export const lowercaseTag = z
  .string({ error: expected("text") })
  .min(1, { error: "must not be empty" })
  .refine((tag) => tag === tag.toLowerCase() && tag.trim() === tag, {
    error: (issue) => `${quoted(issue.input)} must be lowercase, without spaces at either end`,
  });

/** zod's issue path as a writer reads it: `sources[2].doi`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

/** Every problem in a failed parse as `field message` lines. */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = formatIssuePath(issue.path);
    return where === "" ? issue.message : `${where} ${issue.message}`;
  });
}

/** A key takeaway's evidence level, by the kind of study behind it. */
export const evidenceLevel = z.enum(evidenceLevels, {
  error: (issue) =>
    issue.input === undefined
      ? `is missing: give the takeaway its evidence level (${evidenceLevels.join(", ")})`
      : `${quoted(issue.input)} is not an evidence level (${evidenceLevels.join(", ")})`,
});
