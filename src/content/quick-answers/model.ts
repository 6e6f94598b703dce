/** A source an answer rests on: a paper (DOI) or a publisher/guideline page (url). */
export interface AnswerSource {
  citation: string;
  doi?: string;
  url?: string;
}

/** Where on this site the full story is. href is a site path, optionally with #fragment. */
export interface AnswerLink {
  label: string;
  href: string;
}

export interface QuickAnswer {
  /** URL fragment of the answer on the page, kebab-case, unique, e.g. "coffee". */
  id: string;
  /** As a reader would ask it, ending with "?". */
  question: string;
  /** 2–4 plain sentences, no markdown, no HTML. */
  answer: string;
  /** At least one where the site covers it. */
  links: AnswerLink[];
  /** At least one verified source, or links to a section that carries its own sources. */
  sources: AnswerSource[];
}
