import { env } from "./env";

/** The retail marketplace product picks link out to. */
export const MARKETPLACE_ORIGIN = "https://www.amazon.com";

/**
 * A marketplace search link carrying the site's affiliate tag (from
 * `VITE_AFFILIATE_TAG`; without one the link is a plain search).
 */
export function marketplaceSearchLink(query: string, tag = env.affiliateTag): string {
  const url = new URL("/s", MARKETPLACE_ORIGIN);
  url.searchParams.set("k", query);
  if (tag) url.searchParams.set("tag", tag);
  return url.toString();
}
