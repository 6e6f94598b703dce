// @vitest-environment node
import { describe, expect, test } from "vitest";
import { isSitePath } from "./site-path";

describe("isSitePath", () => {
  test.each(["/images/articles/x.svg", "/a", "/images/a b.png", "/x?y=1#z"])("accepts %j", (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  test.each([
    ["protocol-relative", "//evil.example/x.svg"],
    ["a backslash read as a slash", "/\\evil.example/x.svg"],
    ["a backslash later on", "/images\\x.svg"],
    ["a tab the browser drops", "/\t/evil.example"],
    ["a newline", "/images/x.svg\n"],
    ["a control character", "/images/\u0001x.svg"],
    ["DEL", "/images/x\u007f.svg"],
    ["a C1 control character", "/images/\u0085x.svg"],
    ["a C1 control character first", "/\u009f/evil.example"],
    ["an absolute URL", "https://evil.example/x.svg"],
    ["the root alone", "/"],
    ["a relative path", "images/x.svg"],
  ])("rejects %s", (_, path) => {
    expect(isSitePath(path)).toBe(false);
  });
});
