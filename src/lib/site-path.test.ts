// @vitest-environment node
import { expect, test } from "vitest";
import { isSitePath } from "./site-path";

// Each character it refuses (controls, DEL, C1, a backslash) is checked, with
// the rules' copy of the pattern, in tests/unit/firestore-rules.test.ts.
test.each<[string, boolean]>([
  ["/images/articles/x.svg", true],
  ["/images/a b.png", true],
  ["/x?y=1#z", true],
  ["//evil.example/x.svg", false],
  ["/\\evil.example/x.svg", false],
  // Browsers drop the tab and read "//evil.example".
  ["/\t/evil.example", false],
  ["https://evil.example/x.svg", false],
  ["/", false],
  ["images/x.svg", false],
])("isSitePath(%j) is %s", (path, accepted) => {
  expect(isSitePath(path)).toBe(accepted);
});
