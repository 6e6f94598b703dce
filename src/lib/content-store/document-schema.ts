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

export { documentLimits };

const id = z.string({ error: expected("text") }).regex(SLUG, {
  error: (issue) => `${quoted(issue.input)} is not an id (lowercase letters, digits and hyphens)`,
});

const articleId = id.max(documentLimits.article.id, {
  error: (issue) =>
    `${quoted(issue.input)} is ${String((issue.input as string).length)} characters; an article id may have ${documentLimits.article.id}`,
});

/** The owner sees why a field would be refused before anything is sent. */
const withoutProblem = (check: (value: string) => string | null) => (field: z.ZodString) =>
  field.refine((value) => check(value) === null, {
    error: (issue) => check(String(issue.input)) ?? "is not allowed",
  });

const line = (max: number) => withoutProblem(lineProblem)(text(max));

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

const isoDate = z
  .string({ error: expected("a date like 2026-04-13") })
  .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
    error: (issue) => `${quoted(issue.input)} is not a date like 2026-04-13`,
  });

const limits = documentLimits.article;

/** The shape the build writes to `articles.json`. */
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

export const productRecordSchema = z.strictObject(
  {
    id,
    name: text(productLimits.name),
    description: text(productLimits.description),
    link: z
      .url({ protocol: /^https$/, error: (issue) => `${quoted(issue.input)} is not an https link` })
      .max(productLimits.link),
    tags: list(tag).max(productLimits.tags),
    image: sitePath(productLimits.url).optional(),
    isAdvisedAgainst: z.boolean({ error: expected("true or false") }).optional(),
  },
  unknownKeys,
);

export type ArticleRecord = z.infer<typeof articleRecordSchema>;
export type ProductRecord = z.infer<typeof productRecordSchema>;
