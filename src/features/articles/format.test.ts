import { describe, expect, test } from "vitest";
import { formatArticleDate } from "./format";

describe("formatArticleDate", () => {
  const date = new Date("2026-03-14T23:30:00Z");

  test("gives the UTC date, long style, in the locale asked for", () => {
    expect(formatArticleDate(date, "en-US")).toBe("March 14, 2026");
    expect(formatArticleDate(date, "de-DE")).toBe("14. März 2026");
    // A second call per locale reuses its formatter and still answers for that locale.
    expect(formatArticleDate(new Date("2026-01-02T00:00:00Z"), "en-US")).toBe("January 2, 2026");
    expect(formatArticleDate(date, "de-DE")).toBe("14. März 2026");
  });
});
