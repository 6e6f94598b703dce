import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import type { Root } from "mdast";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { parse as parseYaml, YAMLParseError } from "yaml";
import { authors } from "../../content/authors";
import type { ArticleDocument } from "../content-store/model";
import { createArticleSanitizer } from "../sanitize/sanitize-html";
import { type FrontMatter, frontMatterProblems, type Source } from "./front-matter";

// Relative imports: vite.config.ts loads this module through the plugin, before the `~` alias exists.
// Citations are GFM footnotes (`[^source-id]`) whose definitions are generated from the front matter's
// `sources`, so remark numbers and back-links them and renders the list under "Sources".

export class ContentError extends Error {
  readonly lines: readonly string[];
  constructor(file: string | null, problems: readonly string[]) {
    const lines = file === null ? problems : problems.map((problem) => `${file}: ${problem}`);
    super(lines.join("\n"));
    this.name = "ContentError";
    this.lines = lines;
  }
}

export interface BodyLink {
  url: string;
  line: number;
}

export interface CompiledArticle {
  document: ArticleDocument;
  matter: FrontMatter;
  links: BodyLink[];
  prose: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Ids the article page gives its own parts, which a heading must not take. */
const RESERVED_IDS = new Set(["main", "key-takeaways", "article-contents"]);
/** The corrections page links to this id. */
const WHAT_CHANGED_ID = "what-changed";
const WHAT_CHANGED_IDS = new RegExp(`^${WHAT_CHANGED_ID}(-\\d+)?$`);
/** Remark leaves a marker as text when its id matches no listed source. */
const UNMATCHED_CITATION = /\[\^([^\]\s]+)\]/g;

const parser = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm);
const toHtml = unified()
  .use(remarkRehype, {
    clobberPrefix: "",
    footnoteLabel: "Sources",
    footnoteLabelTagName: "h2",
    footnoteLabelProperties: { className: ["sources-heading"] },
    footnoteBackLabel: (referenceIndex, rereferenceIndex) =>
      `Back to the text (citation ${String(referenceIndex + 1)}${rereferenceIndex > 1 ? `, use ${String(rereferenceIndex)}` : ""})`,
  })
  .use(rehypeSlug)
  .use(rehypeStringify);

let sanitize: ((html: string) => string) | null = null;

function footnoteDefinition({ id, citation, doi, url = "", interests }: Source): string {
  const link = doi
    ? `[doi:${doi}](https://doi.org/${doi})`
    : `[${new URL(url).hostname.replace(/^www\./, "")}](${url})`;
  // Who paid for a study or employs its authors is part of what a reader weighs.
  const declared = interests ? ` *Interests:* ${interests.replace(/\s+/g, " ")}` : "";
  return `[^${id}]: ${citation.replace(/\s+/g, " ")} ${link}${declared}`;
}

function readFrontMatter(tree: Root): { data?: unknown; problem?: string } {
  const node = tree.children[0];
  if (node?.type !== "yaml") return { problem: "starts without front matter (a block between --- lines)" };
  try {
    return { data: parseYaml(node.value) as unknown };
  } catch (error) {
    const reason = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
    return { problem: `front matter is not valid YAML: ${reason ?? ""}` };
  }
}

function readBody(tree: Root, matter: FrontMatter, bodyLines: number) {
  const problems: string[] = [];
  const links: BodyLink[] = [];
  const cited = new Set<string>();
  const prose: string[] = [];
  const line = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 0;
  // Generated definitions come after the file's own lines; anything before is the writer's.
  const inBody = (node: { position?: { start: { line: number } } }) => line(node) <= bodyLines;

  visit(tree, (node) => {
    if (!inBody(node)) return;
    switch (node.type) {
      case "html":
        problems.push(
          `line ${line(node)}: raw HTML is not allowed (${JSON.stringify(node.value.slice(0, 40))}); write Markdown`,
        );
        break;
      case "heading":
        if (node.depth === 1) {
          problems.push(
            `line ${line(node)}: the body starts at level-2 headings (##); the title is the page's only h1`,
          );
        }
        break;
      case "footnoteDefinition":
        problems.push(
          `line ${line(node)}: [^${node.identifier}]: list sources in the front matter's sources, not in the body`,
        );
        break;
      case "footnoteReference":
        cited.add(node.identifier);
        break;
      case "link":
      case "definition":
        links.push({ url: node.url, line: line(node) });
        break;
      case "text":
        prose.push(node.value);
        for (const [marker, id] of node.value.matchAll(UNMATCHED_CITATION)) {
          problems.push(
            `line ${line(node)}: ${marker} cites a source that is not listed (no sources entry has id ${JSON.stringify(id)})`,
          );
        }
        break;
    }
  });
  matter.sources.forEach((entry, index) => {
    if (!cited.has(entry.id)) {
      problems.push(
        `sources[${index}] ${JSON.stringify(entry.id)} is never cited; add [^${entry.id}] where it supports the text`,
      );
    }
  });
  return { problems, links, prose: prose.join(" ") };
}

function toDocument(id: string, matter: FrontMatter, content: string): ArticleDocument {
  const document: ArticleDocument = {
    id,
    slug: id,
    title: matter.title,
    excerpt: matter.excerpt,
    content,
    author: authors[matter.author].name,
    createdAt: new Date(matter.createdAt).toISOString(),
    tags: matter.tags,
    productTags: matter.productTags,
    keyTakeaways: matter.keyTakeaways,
  };
  if (matter.updatedAt !== undefined) document.updatedAt = new Date(matter.updatedAt).toISOString();
  if (matter.revisions.length > 0) {
    document.revisions = [...matter.revisions]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map(({ date, change }) => ({ date: new Date(date).toISOString(), change }));
  }
  document.bannerImageUrl = matter.bannerImage.url;
  if (matter.bannerImage.alt !== "") document.bannerImageAlt = matter.bannerImage.alt;
  return document;
}

const changeDate = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** Generated into the body ahead of the sources, so the page needs no code for it. */
function whatChanged(revisions: FrontMatter["revisions"]): string {
  if (revisions.length === 0) return "";
  const entries = [...revisions]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(({ date, change }) => `- **${changeDate.format(new Date(date))}:** ${change.replace(/\s+/g, " ")}`);
  return `\n\n## What changed\n\n${entries.join("\n")}\n\n[All corrections and updates](/corrections)`;
}

/** `file`'s base name is the article id. @throws ContentError listing every problem found */
export function compileArticle(file: string, source: string): CompiledArticle {
  const id = (file.split("/").pop() ?? "").replace(/\.md$/, "");
  if (!SLUG.test(id)) {
    throw new ContentError(file, [
      "the file name must be the article's slug: lowercase words joined by hyphens, ending in .md",
    ]);
  }
  const front = readFrontMatter(parser.parse(source));
  if (front.problem) throw new ContentError(file, [front.problem]);
  const { problems, matter } = frontMatterProblems(front.data);
  if (!matter) throw new ContentError(file, problems);

  const body = source.trimEnd();
  const bodyLines = body.split("\n").length;
  const withSources = `${body}${whatChanged(matter.revisions)}\n\n${matter.sources.map(footnoteDefinition).join("\n\n")}\n`;
  const tree = parser.parse(withSources);
  const read = readBody(tree, matter, bodyLines);
  if (read.problems.length > 0) throw new ContentError(file, read.problems);

  const html = toHtml.stringify(toHtml.runSync(tree));
  // A writer's own "What changed" comes first, so it would take the id and the generated one "-1".
  const headings = [...html.matchAll(/<h\d id="([^"]+)">([^<]*)/g)];
  const whatChangedHeadings = headings.filter(([, headingId = ""]) =>
    WHAT_CHANGED_IDS.test(headingId),
  ).length;
  const clashes = headings.filter(
    ([, headingId = ""]) =>
      RESERVED_IDS.has(headingId) ||
      (headingId === WHAT_CHANGED_ID && whatChangedHeadings > (matter.revisions.length > 0 ? 1 : 0)),
  );
  if (clashes.length > 0) {
    throw new ContentError(
      file,
      clashes.map(
        ([, headingId, text]) =>
          `heading "${text ?? ""}" would get the id "${headingId}", which the page already uses; reword it`,
      ),
    );
  }
  sanitize ??= createArticleSanitizer(createDOMPurify(new JSDOM("").window));
  return { document: toDocument(id, matter, sanitize(html)), matter, links: read.links, prose: read.prose };
}
