// @vitest-environment node
import { expect, test } from "vitest";
import { builtInProducts } from "./products";

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

test("every product links to a marketplace search over https, in at most two sentences promising no support it cannot back", () => {
  for (const { id, link, description } of builtInProducts) {
    expect(link, id).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=/);
    expect(sentences(description).length, id).toBeLessThanOrEqual(2);
    expect(description, id).not.toMatch(/may support/);
  }
});
