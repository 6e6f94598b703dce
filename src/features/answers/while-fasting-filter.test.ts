// @vitest-environment node
import { expect, test } from "vitest";
import type { WhileFastingItem } from "~/content/while-fasting";
import { isShown } from "./while-fasting-filter";

const milkInCoffee: WhileFastingItem = {
  id: "coffee-with-milk",
  name: "Coffee with a splash of milk",
  also: ["latte", "cappuccino"],
  group: "drinks",
  verdict: "breaks",
  why: "Milk is food.",
  evidence: "guidance",
  sources: [],
  more: { label: "Coffee and tea", href: "/articles/what-breaks-a-fast#coffee-and-tea" },
};
const everything = { text: "", shelf: "all", verdict: "all" } as const;

test.each([
  ["", true],
  ["milk", true],
  ["can I have milk in my coffee while fasting", true],
  ["latt", true],
  ["food", true],
  ["stevia", false],
  ["coffee cream", false],
])("typing “%s” keeps coffee with milk in view: %s", (text, expected) => {
  expect(isShown(milkInCoffee, { ...everything, text })).toBe(expected);
});

test("the shelf and the verdict narrow the list too", () => {
  expect(isShown(milkInCoffee, { ...everything, shelf: "drinks", verdict: "breaks" })).toBe(true);
  expect(isShown(milkInCoffee, { ...everything, shelf: "supplements" })).toBe(false);
  expect(isShown(milkInCoffee, { ...everything, verdict: "unlikely" })).toBe(false);
});
