// @vitest-environment node
import { describe, expect, test } from "vitest";
import { builtInProducts } from "./products";

const description = (id: string) => builtInProducts.find((product) => product.id === id)?.description ?? "";
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe("built-in product descriptions", () => {
  test("are short: at most two sentences each", () => {
    for (const product of builtInProducts)
      expect(sentences(product.description).length).toBeLessThanOrEqual(2);
  });

  test("glucosamine & chondroitin says the 2019 ACR guideline recommends against them for knee and hip OA", () => {
    expect(description("glucosamine-chondroitin")).toMatch(
      /American College of Rheumatology's 2019 guideline recommends against glucosamine and chondroitin for knee and hip osteoarthritis/,
    );
    expect(description("glucosamine-chondroitin")).not.toMatch(/\bmay\b/);
  });

  test("boswellia says the evidence is limited", () => {
    expect(description("boswellia-extract")).toMatch(/evidence .* is limited/);
  });

  test("no description promises support it cannot back", () => {
    for (const product of builtInProducts) expect(product.description).not.toMatch(/may support/);
  });
});
