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

/**
 * The limits `firestore.rules` enforce on stored documents; the records of an
 * upload file are checked against the same numbers before anything is sent
 * (a unit test reads them back out of the rules' text).
 */
export const documentLimits = {
  article: {
    title: 200,
    excerpt: 600,
    author: 100,
    content: 200_000,
    tags: 20,
    url: 2048,
    bannerImageAlt: 300,
    keyTakeaways: 5,
    revisions: 50,
  },
  product: { name: 200, description: 2000, link: 2048, tags: 20, url: 2048 },
} as const;

const id = z.string({ error: expected("text") }).regex(SLUG, {
  error: (issue) => `${quoted(issue.input)} is not an id (lowercase letters, digits and hyphens)`,
});

const tags = (max: number) => list(lowercaseTag).min(1, { error: "must list at least one tag" }).max(max);

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
      id,
      slug: z.string().optional(),
      title: text(limits.title),
      excerpt: text(limits.excerpt),
      content: text(limits.content),
      author: text(limits.author),
      createdAt: isoDate,
      updatedAt: isoDate.optional(),
      tags: tags(limits.tags),
      productTags: list(lowercaseTag).max(limits.tags).optional(),
      bannerImageUrl: sitePath(limits.url).optional(),
      bannerImageAlt: z.string().max(limits.bannerImageAlt).optional(),
      // Plain lines are what files written before evidence levels hold.
      keyTakeaways: list(
        z.union(
          [text(200), z.strictObject({ text: text(200), evidence: evidenceLevel.optional() }, unknownKeys)],
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
    tags: list(lowercaseTag).max(productLimits.tags),
    image: sitePath(productLimits.url).optional(),
    // True lists the product without a buy link (the evidence or a guideline advises against buying it).
    isAdvisedAgainst: z.boolean({ error: expected("true or false") }).optional(),
  },
  unknownKeys,
);

export type ArticleRecord = z.infer<typeof articleRecordSchema>;
export type ProductRecord = z.infer<typeof productRecordSchema>;
