/** A source an answer rests on: a paper (DOI) or a publisher/guideline page (url). */
export interface AnswerSource {
  citation: string;
  doi?: string;
  url?: string;
  /** Funding or author ties that bear on the finding, as the paper or its publisher
   * declares them ("Funded by …", "One author …"); left out when none could be found. */
  interests?: string;
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
  /** One short plain-text line that answers the question outright, no stronger
   * than the evidence; shown first, in bold, and first in the FAQ data. */
  verdict: string;
  /** 2–4 plain sentences that follow the verdict without repeating it; no markdown, no HTML. */
  answer: string;
  /** 1–3, the most precise first. */
  links: AnswerLink[];
  /** At least one verified source, or links to a section that carries its own sources. */
  sources: AnswerSource[];
}
