// @vitest-environment node
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { Article } from "~/lib/content-store/model";
import {
  parseSummaryEntry,
  SUMMARY_COLLECTION,
  SUMMARY_SHARDS,
  summaryEntry,
  summaryShardId,
  toSummary,
} from "~/lib/content-store/summary-index";
import { makeArticle } from "~/test/content-fixtures";
import { storeOnStandIn } from "./store-on-stand-in";

// An even spread keeps every shard under Firestore's 1 MiB document limit as the Vault grows.
test("summaryShardId spreads a thousand ids over every shard, none holding more than a third", () => {
  const counts = new Map<string, number>();
  for (let index = 0; index < 1000; index += 1) {
    const shard = summaryShardId(`article-${index}`);
    counts.set(shard, (counts.get(shard) ?? 0) + 1);
  }
  expect([...counts.keys()].sort()).toEqual(
    Array.from({ length: SUMMARY_SHARDS }, (_, index) => `shard-${index}`),
  );
  expect(Math.max(...counts.values())).toBeLessThan(1000 / 3);
});

describe("a card's reading time", () => {
  const body = (words: number) => `<p>${"word ".repeat(words)}</p>`;
  const article = makeArticle({ id: "long-read", content: body(1540) });
  const entry = summaryEntry(toSummary(article));

  test("is counted from the body when the card is made (1,540 words at 220 a minute: 7), and an index entry keeps it (the body is not there to count again)", () => {
    expect(toSummary(article).readingMinutes).toBe(7);
    expect(parseSummaryEntry("long-read", entry)).toEqual({ ok: true, value: toSummary(article) });
  });

  test("an entry written before cards had a reading time is still listed, without one", () => {
    const { readingMinutes: _minutes, ...older } = entry;
    const parsed = parseSummaryEntry("long-read", older);
    expect(parsed).toMatchObject({ ok: true, value: { id: "long-read", title: article.title } });
    expect(parsed).not.toHaveProperty("value.readingMinutes");
  });

  test.each([0, -3, 2.5, "7", 601])(
    "an entry with a reading time of %j is refused with the reason",
    (value) => {
      expect(parseSummaryEntry("long-read", { ...entry, readingMinutes: value })).toEqual({
        ok: false,
        reason: expect.stringMatching(/"readingMinutes" must be a whole number/) as unknown,
      });
    },
  );
});

describe("the Firestore adapter keeps the index with the articles", () => {
  const context = storeOnStandIn("demo-index");

  const articles: Article[] = ["a", "b", "c", "d", "e"].map((id) =>
    makeArticle({ id, bannerImageUrl: `/images/articles/${id}.svg` }),
  );
  const listedIds = async () => (await context.store.listArticleSummaries()).map(({ id }) => id).sort();

  beforeEach(async () => {
    context.standIn.reset({});
    context.standIn.clearRequests();
    await context.store.uploadArticles(articles);
  });

  test("an upload writes each card into its shard, in the same commit as the articles", async () => {
    const commits = context.standIn.requests().filter(({ kind }) => kind === "commit");
    expect(commits).toHaveLength(1);
    expect(commits[0]?.collections.sort()).toEqual(["articleSummaries", "articles"]);
    const summaries = await context.store.listArticleSummaries();
    expect(summaries.sort((x, y) => x.id.localeCompare(y.id))).toEqual(articles.map(toSummary));
    expect(summaries.every((summary) => !("content" in summary))).toBe(true);
  });

  test("uploading again replaces an entry whole and leaves the others", async () => {
    // "a" again, without its banner.
    await context.store.uploadArticles([makeArticle({ id: "a", title: "A new title" })]);
    const summaries = await context.store.listArticleSummaries();
    expect(summaries).toHaveLength(articles.length);
    const updated = summaries.find(({ id }) => id === "a");
    expect(updated?.title).toBe("A new title");
    expect(updated).not.toHaveProperty("bannerImageUrl");
  });

  test("a delete removes the article and its entry, and only those", async () => {
    await context.store.deleteArticle("c");
    expect(context.standIn.documents("articles").map(({ id }) => id)).not.toContain("c");
    expect(await listedIds()).toEqual(["a", "b", "d", "e"]);
    // Deleting what is not there (no shard document yet) is not an error either.
    context.standIn.reset({});
    await expect(context.store.deleteArticle("nothing-here")).resolves.toBeUndefined();
  });

  test("without an index the list reads every article instead, and says how to fix it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    context.standIn.reset({
      articles: Object.fromEntries(context.standIn.documents("articles").map(({ id, data }) => [id, data])),
    });
    expect(await listedIds()).toEqual(["a", "b", "c", "d", "e"]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/index \(articleSummaries\) is empty.*Rebuild it/),
    );
  });

  test("a rebuild writes every shard from the articles and drops stale entries", async () => {
    context.standIn.putDocument(SUMMARY_COLLECTION, "shard-0", {
      entries: { gone: { ...toSummary(makeArticle({ id: "gone" })), id: undefined } },
    });
    const report = await context.store.rebuildSummaryIndex();
    expect(report.written.sort()).toEqual(["a", "b", "c", "d", "e"]);
    expect(context.standIn.documents(SUMMARY_COLLECTION)).toHaveLength(SUMMARY_SHARDS);
    expect(await listedIds()).toEqual(["a", "b", "c", "d", "e"]);
    const shard0 = context.standIn.documents(SUMMARY_COLLECTION).find(({ id }) => id === "shard-0");
    expect(shard0?.data.entries).not.toHaveProperty("gone");
  });
});
