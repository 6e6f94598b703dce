import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { makeArticle, makeProduct } from "~/test/content-fixtures";
import { writeDeployedContent } from "./deployed-content.server";
import { createDeployedReads, fetchDeployedContent } from "./deployed-store";
import { toSummary } from "./summary-index";

afterEach(() => vi.unstubAllGlobals());

test("the build writes its cards and products; pages read them back with real dates, in id order, trying again after a failure, and pick from it", async () => {
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
  // Picks from the copy as the database would (what they pick: builtin-store.test.ts).
  expect((await reads.relatedArticles(a)).map(({ id }) => id)).toEqual(["b"]);
  expect((await reads.productsForTags(["joints"])).map(({ id }) => id)).toEqual(["p"]);
});
