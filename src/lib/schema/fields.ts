import { z } from "zod";
import { evidenceLevels } from "../content-store/model";

// Relative imports only: the article-source Vite plugin loads this while the Vite config is read.

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const quoted = (value: unknown) => JSON.stringify(value);

/** A missing field says so, rather than naming a wrong type. */
export const expected = (what: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? "is missing" : `must be ${what}, not ${quoted(issue.input)}`;

export const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === "unrecognized_keys"
      ? `has an unknown field ${(issue.keys ?? []).map(quoted).join(", ")}`
      : undefined,
};

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

/** As a writer reads it: `sources[2].doi`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = formatIssuePath(issue.path);
    return where === "" ? issue.message : `${where} ${issue.message}`;
  });
}

export const evidenceLevel = z.enum(evidenceLevels, {
  error: (issue) =>
    issue.input === undefined
      ? `is missing: give the takeaway its evidence level (${evidenceLevels.join(", ")})`
      : `${quoted(issue.input)} is not an evidence level (${evidenceLevels.join(", ")})`,
});
