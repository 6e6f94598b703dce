// @vitest-environment node
import { expect, test } from "vitest";
import { marketplaceSearchLink } from "./affiliate";

test("adds the configured affiliate tag to the marketplace search link, and leaves it out when none is", () => {
  expect(marketplaceSearchLink("collagen peptides", "fastfuel-20")).toBe(
    "https://www.amazon.com/s?k=collagen+peptides&tag=fastfuel-20",
  );
  expect(marketplaceSearchLink("boswellia", null)).toBe("https://www.amazon.com/s?k=boswellia");
});
