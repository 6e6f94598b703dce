/**
 * Who writes for The Vault. An article's front matter names its author by key
 * (`author: editorial-team`); the page shows the name. Only real bylines go
 * here: no invented people or credentials (see the Editorial standards page).
 */
export interface Author {
  /** The byline, as shown after "By". */
  name: string;
  /** One honest sentence about who this is, for the Editorial standards page. */
  about: string;
}

export const authors = {
  "editorial-team": {
    name: "Fast & Fuel Editorial Team",
    about:
      "The people who run Fast & Fuel. We are not doctors or dietitians; we write from published research and check every source before an article goes live.",
  },
} as const satisfies Record<string, Author>;

export type AuthorKey = keyof typeof authors;
