// @vitest-environment node
import { expect, test } from "vitest";
import { marketplaceSearchLink } from "./affiliate";

test("adds the configured affiliate tag to the marketplace search link", () => {
  expect(marketplaceSearchLink("collagen peptides", "fastfuel-20")).toBe(
    "https://www.amazon.com/s?k=collagen+peptides&tag=fastfuel-20",
  );
});

test("leaves the tag out when none is configured", () => {
  expect(marketplaceSearchLink("boswellia", null)).toBe("https://www.amazon.com/s?k=boswellia");
});
