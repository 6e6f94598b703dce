/**
 * A path on this site ("/images/x.svg"): one leading slash, then no slash,
 * and no backslash or control character (C0, DEL, C1) anywhere. Browsers read
 * "/\host" (and "/<tab>/host") as "//host", a link to another site.
 *
 * Written in syntax JavaScript and RE2 read the same way: `firestore.rules`
 * applies this exact pattern to stored image paths (a unit test compares the
 * two and runs the rules' copy with RE2).
 */
export const SITE_PATH_PATTERN = "/[^/\\\\\\x00-\\x1f\\x7f-\\x9f][^\\\\\\x00-\\x1f\\x7f-\\x9f]*";

const SITE_PATH = new RegExp(`^(?:${SITE_PATH_PATTERN})$`);

export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value);
}

/** A backslash or control character: never part of a safe site-relative link. */
export const UNSAFE_IN_SITE_PATH = /[\\\p{Cc}]/u;
