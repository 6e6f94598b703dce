import { z } from "zod";
import { isSitePath } from "../site-path";
import {
  evidenceLevel,
  expected,
  list,
  lowercaseTag,
  quoted,
  SLUG,
  text,
  unknownKeys,
} from "../schema/fields";
import { documentLimits, lineProblem, textProblem } from "./document-limits";

/**
 * The limits `firestore.rules` enforce on stored documents; the records of an
 * upload file are checked against the same numbers before anything is sent
 * (unit tests read them back out of the rules' text).
 */
export { documentLimits };

const id = z.string({ error: expected("text") }).regex(SLUG, {
  error: (issue) => `${quoted(issue.input)} is not an id (lowercase letters, digits and hyphens)`,
});

/** An article's id is its page address and the built page's file name: the rules cap its length. */
const articleId = id.max(documentLimits.article.id, {
  error: (issue) =>
    `${quoted(issue.input)} is ${String((issue.input as string).length)} characters; an article id may have ${documentLimits.article.id}`,
});

/** The owner sees why a field would be refused (a character, "]]>") before anything is sent. */
const withoutProblem = (check: (value: string) => string | null) => (field: z.ZodString) =>
  field.refine((value) => check(value) === null, {
    error: (issue) => check(String(issue.input)) ?? "is not allowed",
  });

/** One line of visible text: a title, an author, a key takeaway. */
const line = (max: number) => withoutProblem(lineProblem)(text(max));

/** Visible text that may run over several lines: an excerpt, a body. */
const paragraphs = (max: number) => withoutProblem(textProblem)(text(max));

const tag = withoutProblem(lineProblem)(
  lowercaseTag.max(documentLimits.article.tag, {
    error: (issue) =>
      `${quoted(issue.input)} is ${String((issue.input as string).length)} characters; the limit for a tag is ${documentLimits.article.tag}`,
  }),
);

const tags = (max: number) => list(tag).min(1, { error: "must list at least one tag" }).max(max);

const sitePath = (max: number) =>
  z
    .string({ error: expected("text") })
    .max(max)
    .refine(isSitePath, {
      error: (issue) => `${quoted(issue.input)} must be a path on this site, like /images/x.svg`,
    });

/** An ISO date ("2026-04-13") or date-time, as `articles.json` writes them. */
const isoDate = z
  .string({ error: expected("a date like 2026-04-13") })
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: (issue) => `${quoted(issue.input)} is not a date like 2026-04-13`,
  });

const limits = documentLimits.article;

/** One article of an upload file: the shape the build writes to `articles.json`. */
export const articleRecordSchema = z
  .strictObject(
    {
      id: articleId,
      slug: z.string().optional(),
      title: line(limits.title),
      excerpt: paragraphs(limits.excerpt),
      content: paragraphs(limits.content),
      author: line(limits.author),
      createdAt: isoDate,
      updatedAt: isoDate.optional(),
      tags: tags(limits.tags),
      productTags: list(tag).max(limits.tags).optional(),
      bannerImageUrl: sitePath(limits.url).optional(),
      bannerImageAlt: withoutProblem(lineProblem)(z.string().max(limits.bannerImageAlt)).optional(),
      // Plain lines are what files written before evidence levels hold.
      keyTakeaways: list(
        z.union(
          [
            line(limits.keyTakeaway),
            z.strictObject(
              { text: line(limits.keyTakeaway), evidence: evidenceLevel.optional() },
              unknownKeys,
            ),
          ],
          {
            error: "must be a line of text or { text, evidence }",
          },
        ),
      )
        .max(limits.keyTakeaways)
        .optional(),
      revisions: list(z.strictObject({ date: isoDate, change: text(400) }, unknownKeys))
        .max(limits.revisions)
        .optional(),
    },
    unknownKeys,
  )
  .superRefine((record, context) => {
    if (record.slug !== undefined && record.slug !== record.id) {
      context.addIssue({ code: "custom", path: ["slug"], message: `must equal the id ${quoted(record.id)}` });
    }
    if (record.updatedAt !== undefined && Date.parse(record.updatedAt) < Date.parse(record.createdAt)) {
      context.addIssue({
        code: "custom",
        path: ["updatedAt"],
        message: `${record.updatedAt} is before createdAt ${record.createdAt}`,
      });
    }
  });

const productLimits = documentLimits.product;

/** One product of an upload file: the shape of `products.json`. */
export const productRecordSchema = z.strictObject(
  {
    id,
    name: text(productLimits.name),
    description: text(productLimits.description),
    link: z
      .url({ protocol: /^https$/, error: (issue) => `${quoted(issue.input)} is not an https link` })
      .max(productLimits.link),
    // A product may have no tags yet: it is listed but recommended under no article.
    tags: list(tag).max(productLimits.tags),
    image: sitePath(productLimits.url).optional(),
    // True lists the product without a buy link (the evidence or a guideline advises against buying it).
    isAdvisedAgainst: z.boolean({ error: expected("true or false") }).optional(),
  },
  unknownKeys,
);

export type ArticleRecord = z.infer<typeof articleRecordSchema>;
export type ProductRecord = z.infer<typeof productRecordSchema>;
