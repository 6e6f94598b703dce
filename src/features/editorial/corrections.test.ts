import { describe, expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import { correctionsLog } from "./corrections";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("correctionsLog", () => {
  test("lists every revision of every article, newest first, with the article it changed", () => {
    const log = correctionsLog([
      makeArticle({
        id: "keto-basics",
        title: "Keto basics",
        revisions: [
          { date: day("2026-11-25"), change: "Keto flu: said what forum posts can and cannot show." },
          { date: day("2026-03-01"), change: "Corrected the net-carb example." },
        ],
      }),
      makeArticle({ id: "no-changes", title: "Never revised" }),
      makeArticle({
        id: "alcohol",
        title: "Alcohol",
        revisions: [{ date: day("2026-06-10"), change: "Updated to GBD 2020." }],
      }),
    ]);
    expect(log.map(({ articleId, date }) => `${date.toISOString().slice(0, 10)} ${articleId}`)).toEqual([
      "2026-11-25 keto-basics",
      "2026-06-10 alcohol",
      "2026-03-01 keto-basics",
    ]);
    expect(log[0]).toEqual({
      articleId: "keto-basics",
      articleTitle: "Keto basics",
      date: day("2026-11-25"),
      change: "Keto flu: said what forum posts can and cannot show.",
    });
  });

  test("changes on the same day are ordered by article title", () => {
    const same = [{ date: day("2026-11-25"), change: "Fixed." }];
    const log = correctionsLog([
      makeArticle({ id: "b", title: "Beta", revisions: same }),
      makeArticle({ id: "a", title: "Alpha", revisions: same }),
    ]);
    expect(log.map(({ articleTitle }) => articleTitle)).toEqual(["Alpha", "Beta"]);
  });

  test("no revisions: an empty log", () => {
    expect(correctionsLog([makeArticle({ id: "a" })])).toEqual([]);
  });
});
