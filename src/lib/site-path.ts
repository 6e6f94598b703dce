/**
 * A path on this site ("/images/x.svg"): one leading slash, then no slash,
 * and no backslash or control character anywhere. Browsers read "/\host" (and
 * "/<tab>/host") as "//host", a link to another site. `firestore.rules`
 * applies the same pattern to stored image paths.
 */
const SITE_PATH = /^\/[^/\\\p{Cc}][^\\\p{Cc}]*$/u;

export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value);
}

/** A backslash or control character: never part of a safe site-relative link. */
export const UNSAFE_IN_SITE_PATH = /[\\\p{Cc}]/u;
