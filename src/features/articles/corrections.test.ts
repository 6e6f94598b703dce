import { describe, expect, test } from "vitest";
import { makeArticle } from "~/test/content-fixtures";
import { correctionsLog } from "./corrections";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** An article revised on each `[date, change]` given. */
const revised = (id: string, title: string, ...revisions: [string, string][]) =>
  makeArticle({ id, title, revisions: revisions.map(([date, change]) => ({ date: day(date), change })) });

describe("correctionsLog", () => {
  test("lists every revision of every article, newest first, with the article it changed", () => {
    const log = correctionsLog([
      revised(
        "keto-basics",
        "Keto basics",
        ["2026-11-25", "Keto flu: said what forum posts can and cannot show."],
        ["2026-03-01", "Corrected the net-carb example."],
      ),
      makeArticle({ id: "no-changes", title: "Never revised" }),
      revised("alcohol", "Alcohol", ["2026-06-10", "Updated to GBD 2020."]),
    ]);
    expect(log.map(({ url, date }) => `${date.toISOString().slice(0, 10)} ${url}`)).toEqual([
      "2026-11-25 /articles/keto-basics#what-changed",
      "2026-06-10 /articles/alcohol#what-changed",
      "2026-03-01 /articles/keto-basics#what-changed",
    ]);
    expect(log[0]).toEqual({
      title: "Keto basics",
      url: "/articles/keto-basics#what-changed",
      date: day("2026-11-25"),
      change: "Keto flu: said what forum posts can and cannot show.",
    });
  });

  test("changes on the same day are ordered by article title", () => {
    const log = correctionsLog([
      revised("b", "Beta", ["2026-11-25", "Fixed."]),
      revised("a", "Alpha", ["2026-11-25", "Fixed."]),
    ]);
    expect(log.map(({ title }) => title)).toEqual(["Alpha", "Beta"]);
  });

  test("corrections to other pages join the log in date order, linked to the page", () => {
    const log = correctionsLog(
      [revised("a", "Alpha", ["2026-06-10", "Fixed."])],
      [
        {
          date: "2026-11-25",
          title: "Paleo diet guide",
          path: "/diets/paleo-diet",
          change: "Stated the result.",
        },
        { date: "2026-01-02", title: "Home page", path: "/", change: "Reframed the statistics." },
      ],
    );
    expect(log.map(({ title, url, date }) => [title, url, date.toISOString().slice(0, 10)])).toEqual([
      ["Paleo diet guide", "/diets/paleo-diet", "2026-11-25"],
      ["Alpha", "/articles/a#what-changed", "2026-06-10"],
      ["Home page", "/", "2026-01-02"],
    ]);
  });
});
