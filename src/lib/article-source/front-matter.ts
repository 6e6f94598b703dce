import { z } from "zod";
import { authors } from "../../content/authors";
import {
  evidenceLevel,
  expected,
  issueLines,
  list,
  lowercaseTag,
  quoted,
  SLUG,
  text,
  unknownKeys,
} from "../schema/fields";

// Each message names the value and its field (`sources[2].doi`) and says what is wrong in a writer's words.

/** As doi.org resolves it. */
const DOI = /^10\.\d{4,9}\/\S+$/;

/** Stored as midnight UTC. */
const calendarDate = z.iso.date({
  error: (issue) =>
    issue.input === undefined ? "is missing" : `${quoted(issue.input)} is not a date like 2026-04-13`,
});

const source = z
  .strictObject(
    {
      id: z.string().regex(SLUG, {
        error: (issue) => `${quoted(issue.input)} is not a source id (lowercase letters, digits and hyphens)`,
      }),
      citation: text(600),
      doi: z
        .string()
        .regex(DOI, { error: (issue) => `${quoted(issue.input)} is not a DOI` })
        .optional(),
      url: z
        .url({ protocol: /^https$/, error: (issue) => `${quoted(issue.input)} is not an https URL` })
        .optional(),
      /** Funding and author ties, as the paper or its publisher states them. */
      interests: text(400).optional(),
    },
    unknownKeys,
  )
  .refine((entry) => entry.doi !== undefined || entry.url !== undefined, {
    error: "needs a doi or an https url",
  });

const bannerImage = z
  .strictObject(
    {
      url: z.string().regex(/^\/images\/[\w./-]+$/, {
        error: (issue) => `${quoted(issue.input)} must be a site path under /images/`,
      }),
      alt: z.string({ error: expected("text (empty for a decorative image)") }),
      width: z.int({ error: expected("a whole number") }).positive(),
      height: z.int({ error: expected("a whole number") }).positive(),
    },
    unknownKeys,
  )
  .refine((image) => image.width === image.height * 2, {
    error: (issue) => {
      const image = issue.input as { width: number; height: number };
      return `is ${image.width}×${image.height}; banners are 2:1 (e.g. 1200×600)`;
    },
  });

const keyTakeaway = z.strictObject(
  { text: text(200), evidence: evidenceLevel },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? unknownKeys.error(issue)
        : `must be a line with its level ({ text, evidence }), not ${quoted(issue.input)}`,
  },
);

const revision = z.strictObject({ date: calendarDate, change: text(400) }, unknownKeys);

const authorKeys = Object.keys(authors) as [keyof typeof authors, ...(keyof typeof authors)[]];

export const frontMatterSchema = z
  .strictObject(
    {
      title: text(200),
      excerpt: text(600),
      author: z.enum(authorKeys, {
        error: (issue) =>
          issue.input === undefined
            ? "is missing"
            : `${quoted(issue.input)} is not in src/content/authors.ts (${authorKeys.join(", ")})`,
      }),
      createdAt: calendarDate,
      updatedAt: calendarDate.optional(),
      tags: list(lowercaseTag).min(1, { error: "must list at least one tag" }).max(20),
      productTags: list(lowercaseTag).max(20).default([]),
      // Required: cards, the page and its share card are drawn from it.
      bannerImage: z
        .unknown()
        .superRefine((value, context) => {
          if (value === undefined) {
            context.addIssue({
              code: "custom",
              message:
                "is missing: draw the article its own illustration (public/images/articles/<slug>.svg)",
            });
          }
        })
        .pipe(bannerImage),
      keyTakeaways: list(keyTakeaway)
        .min(3, { error: "must list 3 to 5 short lines" })
        .max(5, { error: "must list 3 to 5 short lines" }),
      revisions: list(revision).max(50).default([]),
      sources: list(source).min(3, {
        error: (issue) =>
          `lists ${String((issue.input as unknown[]).length)}; every article needs at least 3 sources`,
      }),
    },
    unknownKeys,
  )
  .superRefine((matter, context) => {
    if (matter.updatedAt !== undefined && matter.updatedAt < matter.createdAt) {
      context.addIssue({
        code: "custom",
        path: ["updatedAt"],
        message: `${matter.updatedAt} is before createdAt ${matter.createdAt}`,
      });
    }
    // The corrections log is complete: the newest revision is the date the page and feed show as updated.
    matter.revisions.forEach((entry, index) => {
      if (entry.date < matter.createdAt) {
        context.addIssue({
          code: "custom",
          path: ["revisions", index, "date"],
          message: `${entry.date} is before createdAt ${matter.createdAt}`,
        });
      }
    });
    const newest = matter.revisions
      .map(({ date }) => date)
      .sort()
      .at(-1);
    if (newest !== undefined && matter.updatedAt !== newest) {
      context.addIssue({
        code: "custom",
        path: ["updatedAt"],
        message:
          matter.updatedAt === undefined
            ? `is missing: the newest revision is dated ${newest}`
            : `${matter.updatedAt} must be the newest revision's date, ${newest}`,
      });
    }
    if (newest === undefined && matter.updatedAt !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["revisions"],
        message: `is empty, but updatedAt is ${matter.updatedAt}: add a revision saying what changed and why`,
      });
    }
    const seen = new Set<string>();
    matter.sources.forEach((entry, index) => {
      if (seen.has(entry.id)) {
        context.addIssue({
          code: "custom",
          path: ["sources", index, "id"],
          message: `${quoted(entry.id)} is listed twice`,
        });
      }
      seen.add(entry.id);
    });
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;
export type Source = FrontMatter["sources"][number];

export function frontMatterProblems(data: unknown): { problems: string[]; matter?: FrontMatter } {
  const result = frontMatterSchema.safeParse(data);
  if (result.success) return { problems: [], matter: result.data };
  return { problems: issueLines(result.error) };
}
