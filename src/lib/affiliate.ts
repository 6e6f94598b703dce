import { env } from "./env";

export const MARKETPLACE_ORIGIN = "https://www.amazon.com";

/** Without an affiliate tag, a plain search. */
export function marketplaceSearchLink(query: string, tag = env.affiliateTag): string {
  const url = new URL("/s", MARKETPLACE_ORIGIN);
  url.searchParams.set("k", query);
  if (tag) url.searchParams.set("tag", tag);
  return url.toString();
}
