// Checks no single content file can make. Each returns "file: what is wrong" lines, so a failing test lists
// exactly what to fix.

export interface ContentLink {
  file: string;
  url: string;
  where: string;
}

/** Every site-relative link must reach a page; links to other sites must use https. */
export function checkLinks(
  links: readonly ContentLink[],
  routes: ReadonlySet<string>,
  articleIds: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  for (const { file, url, where } of links) {
    if (url.startsWith("#") || url.startsWith("mailto:") || url.startsWith("https://")) continue;
    if (!url.startsWith("/") || url.startsWith("//")) {
      problems.push(
        `${file}: ${where}: link ${JSON.stringify(url)} must be a site path (/…) or an https:// URL`,
      );
      continue;
    }
    const path = url.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
    const article = /^\/articles\/([^/]+)$/.exec(path);
    if (routes.has(path) || (article?.[1] !== undefined && articleIds.has(decodeURIComponent(article[1])))) {
      continue;
    }
    problems.push(`${file}: ${where}: link ${JSON.stringify(url)} goes to no page of the site`);
  }
  return problems;
}

export interface ProductPlacement {
  file: string;
  productTags: readonly string[];
}

/** Both directions, because a typo on either side would silently place nothing. */
export function checkProductTags(
  articles: readonly ProductPlacement[],
  products: readonly { id: string; tags: readonly string[] }[],
): string[] {
  const problems: string[] = [];
  const productTags = new Set(products.flatMap((product) => product.tags));
  const used = new Set(articles.flatMap((article) => article.productTags));
  for (const { file, productTags: tags } of articles) {
    tags.forEach((tag, index) => {
      if (!productTags.has(tag)) {
        problems.push(`${file}: productTags[${index}] ${JSON.stringify(tag)} matches no product`);
      }
    });
  }
  for (const product of products) {
    product.tags.forEach((tag, index) => {
      if (!used.has(tag)) {
        problems.push(
          `products ${JSON.stringify(product.id)}: tags[${index}] ${JSON.stringify(tag)} is used by no article's productTags`,
        );
      }
    });
  }
  return problems;
}

export interface DatedContent {
  file: string;
  createdAt: Date;
  updatedAt?: Date;
}

export function checkDates(items: readonly DatedContent[], now: Date): string[] {
  const problems: string[] = [];
  const day = (date: Date) => date.toISOString().slice(0, 10);
  for (const { file, createdAt, updatedAt } of items) {
    if (createdAt > now) problems.push(`${file}: createdAt ${day(createdAt)} is in the future`);
    if (updatedAt && updatedAt > now) problems.push(`${file}: updatedAt ${day(updatedAt)} is in the future`);
    if (updatedAt && updatedAt < createdAt) {
      problems.push(`${file}: updatedAt ${day(updatedAt)} is before createdAt ${day(createdAt)}`);
    }
  }
  return problems;
}

/** The ones health writing meets; stems match their inflections. Cited titles are quoted, so unchecked. */
export const UK_SPELLINGS: readonly { uk: RegExp; us: string }[] = [
  { uk: /\bcolour/i, us: "color" },
  { uk: /\bflavour/i, us: "flavor" },
  { uk: /\bfavour/i, us: "favor" },
  { uk: /\bbehaviour/i, us: "behavior" },
  { uk: /\bfibres?\b/i, us: "fiber" },
  { uk: /\bcentre/i, us: "center" },
  { uk: /\b(?:milli)?litres?\b/i, us: "liter" },
  {
    uk: /\b(?:optimi|minimi|maximi|organi|recogni|reali|prioriti|stabili|randomi|summari|utili|normali|categori)s(?:e|es|ed|ing|ation|ations)\b/i,
    us: "-ize / -ization",
  },
  { uk: /\banalys(?:e|ed|ing)\b/i, us: "analyze" },
  { uk: /\byoghurt/i, us: "yogurt" },
  { uk: /\boestrogen/i, us: "estrogen" },
  { uk: /\bpaediatric/i, us: "pediatric" },
  { uk: /\bhaem(?:o|a)/i, us: "hem-" },
  { uk: /\banaemi/i, us: "anemia" },
  { uk: /\bdiarrhoea/i, us: "diarrhea" },
  { uk: /\bprogramme/i, us: "program" },
  { uk: /\bwhilst\b/i, us: "while" },
  { uk: /\bamongst\b/i, us: "among" },
  { uk: /\bper cent\b/i, us: "percent" },
  { uk: /\bageing\b/i, us: "aging" },
  { uk: /\bsulphur/i, us: "sulfur" },
  { uk: /\bfoetus/i, us: "fetus" },
  { uk: /\baubergines?\b/i, us: "eggplant" },
  { uk: /\bcourgettes?\b/i, us: "zucchini" },
  { uk: /\bwholemeal\b/i, us: "whole-wheat" },
  { uk: /\btinned\b/i, us: "canned" },
];

export interface ContentText {
  file: string;
  where: string;
  text: string;
}

export function checkSpelling(texts: readonly ContentText[]): string[] {
  const problems: string[] = [];
  for (const { file, where, text } of texts) {
    for (const { uk, us } of UK_SPELLINGS) {
      const found = uk.exec(text);
      if (found) problems.push(`${file}: ${where}: UK spelling "${found[0]}" (use ${us})`);
    }
  }
  return problems;
}

export const PASSAGE_WORDS = 8;

export const MAX_SHARED_PASSAGES = 4;

function passages(text: string): Set<string> {
  const words =
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}']+/gu) ?? [];
  const found = new Set<string>();
  for (let index = 0; index + PASSAGE_WORDS <= words.length; index += 1) {
    found.add(words.slice(index, index + PASSAGE_WORDS).join(" "));
  }
  return found;
}

/** A passage kept in two places drifts apart when one copy is corrected and the other is not.
 * `allowed`: the safety lines the site repeats on purpose. */
export function checkCopiedPassages(
  texts: readonly ContentText[],
  allowed: readonly string[] = [],
  maxShared: number = MAX_SHARED_PASSAGES,
): string[] {
  const skip = new Set(allowed.flatMap((text) => [...passages(text)]));
  const byFile = new Map<string, Set<string>>();
  for (const { file, text } of texts) {
    const own = byFile.get(file) ?? new Set<string>();
    for (const passage of passages(text)) if (!skip.has(passage)) own.add(passage);
    byFile.set(file, own);
  }
  const files = [...byFile].sort(([a], [b]) => a.localeCompare(b));
  const problems: string[] = [];
  files.forEach(([file, own], index) => {
    for (const [other, theirs] of files.slice(index + 1)) {
      const shared = [...own].filter((passage) => theirs.has(passage));
      if (shared.length > maxShared) {
        problems.push(
          `${file}: shares ${shared.length} identical ${PASSAGE_WORDS}-word passages with ${other} (at most ${maxShared}), e.g. "${shared[0] ?? ""}"; say it in one place and link to it`,
        );
      }
    }
  });
  return problems;
}
