// @vitest-environment node
import { describe, expect, test } from "vitest";
import { formatArticleDate } from "./format";

describe("formatArticleDate", () => {
  test("gives the UTC date in English, long style", () => {
    expect(formatArticleDate(new Date("2026-03-14T23:30:00Z"))).toBe("March 14, 2026");
    expect(formatArticleDate(new Date("2026-01-02T00:00:00-05:00"))).toBe("January 2, 2026");
  });

  test("matches Intl's en-US long date (UTC) on every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day, 12));
      expect(formatArticleDate(date)).toBe(intl.format(date));
    }
  });
});
