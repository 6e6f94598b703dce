import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { makeArticle, makeProduct } from "~/test/content-fixtures";
import { writeDeployedContent } from "./deployed-content.server";
import { createDeployedReads, fetchDeployedContent } from "./deployed-store";
import { toSummary } from "./summary-index";

afterEach(() => vi.unstubAllGlobals());

test("the build writes its cards and products; pages read them back with real dates, in id order, trying again after a failure", async () => {
  const dir = await mkdtemp(join(tmpdir(), "deployed-"));
  const b = makeArticle({ id: "b" });
  const a = makeArticle({ id: "a", createdAt: new Date("2026-01-02T03:04:05Z") });
  await writeDeployedContent(dir, { articles: [b, a], products: [makeProduct({ id: "p" })] });
  const file = await readFile(join(dir, "deployed-content.json"), "utf8");
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(new Response("", { status: 503 }))
    .mockImplementation(() => Promise.resolve(new Response(file)));
  vi.stubGlobal("fetch", fetch);
  const reads = createDeployedReads({ random: () => 0 });
  await expect(reads.listArticleSummaries()).rejects.toThrow("/deployed-content.json answered 503");
  const listed = await reads.listArticleSummaries();
  expect(listed).toEqual([toSummary(a), toSummary(b)]);
  expect(listed[0]?.createdAt).toBeInstanceOf(Date);
  expect(fetch).toHaveBeenCalledWith("/deployed-content.json");
  await expect(fetchDeployedContent()).resolves.toMatchObject({ products: [{ id: "p" }] });
});

test("picks related articles and products from the copy as the database would", async () => {
  const current = makeArticle({ id: "current", tags: ["keto"] });
  const reads = createDeployedReads({
    random: () => 0,
    load: () =>
      Promise.resolve({
        articles: [
          current,
          makeArticle({ id: "other", tags: ["keto"] }),
          makeArticle({ id: "far", tags: ["sleep"] }),
        ].map(toSummary),
        products: [
          makeProduct({ id: "ok", tags: ["keto"] }),
          makeProduct({ id: "advised-against", tags: ["keto"], isAdvisedAgainst: true }),
        ],
      }),
  });
  expect((await reads.relatedArticles(current)).map(({ id }) => id)).toEqual(["other"]);
  expect((await reads.productsForTags(["keto"])).map(({ id }) => id)).toEqual(["ok"]);
});
