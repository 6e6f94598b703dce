/** Browsers read "/\host" and "/<tab>/host" as "//host", another site. Written so JavaScript and RE2 read it
 * alike: `firestore.rules` applies this exact pattern to stored image paths (a test compares them). */
export const SITE_PATH_PATTERN = "/[^/\\\\\\x00-\\x1f\\x7f-\\x9f][^\\\\\\x00-\\x1f\\x7f-\\x9f]*";

const SITE_PATH = new RegExp(`^(?:${SITE_PATH_PATTERN})$`);

export function isSitePath(value: string): boolean {
  return SITE_PATH.test(value);
}

export const UNSAFE_IN_SITE_PATH = /[\\\p{Cc}]/u;
