// @vitest-environment node
import { expect, test } from "vitest";
import { moveTabIndex } from "./meal-examples";

test.each([
  [0, "ArrowRight", 1],
  [2, "ArrowRight", 0],
  [1, "ArrowLeft", 0],
  [0, "ArrowLeft", 2],
  [1, "Home", 0],
  [0, "End", 2],
  [1, "ArrowDown", undefined],
])("moveTabIndex: from tab %i of 3, %s moves to %s", (current, key, expected) => {
  expect(moveTabIndex(current, key, 3)).toBe(expected);
});
