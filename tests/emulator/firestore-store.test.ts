import { beforeAll, describe, expect, test, vi } from "vitest";
import { builtInArticles } from "~/content/articles";
import { builtInProducts } from "~/content/products";
import { createFirestoreStore } from "~/lib/firebase/firestore-store";

const PROJECT_ID = "demo-fast-and-fuel";
const host = process.env.FIRESTORE_EMULATOR_HOST;
const skipReason =
  process.env.EMULATOR_SKIP_REASON ?? (host ? undefined : "FIRESTORE_EMULATOR_HOST is not set");
const documentsUrl = `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Writes a raw document past the adapter (the emulator's admin REST API). */
async function putRawDocument(path: string, fields: Record<string, unknown>) {
  const response = await fetch(`${documentsUrl}/${path}`, {
    method: "PATCH",
    headers: { Authorization: "Bearer owner", "Content-Type": "application/json" },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`seeding ${path} failed: ${response.status}`);
}

describe.skipIf(skipReason !== undefined)(
  `Firestore adapter against the emulator${skipReason ? ` — SKIPPED: ${skipReason}` : ""}`,
  () => {
    const store = createFirestoreStore({
      config: { apiKey: "demo-key", authDomain: "localhost", projectId: PROJECT_ID, appId: "demo-app" },
      emulatorHost: host ?? null,
      random: () => 0,
    });

    beforeAll(async () => {
      await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
        method: "DELETE",
      });
    });

    test("uploads every built-in article under its id, with slug, and reads them back as Articles", async () => {
      const report = await store.uploadArticles([...builtInArticles, { title: "No id" }]);
      expect(report.written).toHaveLength(builtInArticles.length);
      expect(report.skipped).toEqual([{ reason: "it has no id" }]);
      expect(report.failed).toEqual([]);

      const articles = await store.listArticles();
      expect(articles.map((a) => a.id).sort()).toEqual(builtInArticles.map((a) => a.id).sort());
      const deficit = await store.getArticle("what-is-a-calorie-deficit");
      expect(deficit?.createdAt).toBeInstanceOf(Date);
      expect(deficit?.title).toBe(builtInArticles.find((a) => a.id === "what-is-a-calorie-deficit")?.title);
      expect(await store.getArticle("no-such-article")).toBeNull();
    });

    test("the upload filled the list's summary index; a delete and a rebuild keep it in step", async () => {
      const summaries = await store.listArticleSummaries();
      expect(summaries.map((a) => a.id).sort()).toEqual(builtInArticles.map((a) => a.id).sort());
      expect(summaries.every((summary) => !("content" in summary))).toBe(true);
      const [first] = builtInArticles;
      if (!first) throw new Error("no built-in articles");
      await store.deleteArticle(first.id);
      expect((await store.listArticleSummaries()).map((a) => a.id)).not.toContain(first.id);
      await store.uploadArticles([first]);
      const report = await store.rebuildSummaryIndex();
      expect(report.written.sort()).toEqual(builtInArticles.map((a) => a.id).sort());
      expect(await store.listArticleSummaries()).toHaveLength(builtInArticles.length);
    });

    test("uploads products with all fields; a second upload creates no duplicates", async () => {
      await store.uploadProducts(builtInProducts);
      await store.uploadProducts(builtInProducts);
      const products = await store.listProducts();
      expect(products).toHaveLength(builtInProducts.length);
      const collagen = products.find((p) => p.id === "collagen-peptides");
      expect(collagen?.link).toMatch(/^https:\/\//);
      expect(collagen?.image).toBeTruthy();
      expect(collagen).not.toHaveProperty("isAdvisedAgainst");
      // Stored and read back with its flag and its link.
      const glucosamine = products.find((p) => p.id === "glucosamine-chondroitin");
      expect(glucosamine?.isAdvisedAgainst).toBe(true);
      expect(glucosamine?.link).toMatch(/^https:\/\//);
    });

    test("home carousel reads at most 10 articles", async () => {
      expect(await store.latestArticles(10)).toHaveLength(10);
    });

    test("related articles share a tag, exclude the current article, and show 3", async () => {
      const article = await store.getArticle("10-benefits-of-fasting");
      if (!article) throw new Error("seed missing");
      const related = await store.relatedArticles(article);
      expect(related).toHaveLength(3);
      for (const item of related) {
        expect(item.id).not.toBe(article.id);
        expect(item.tags.some((tag) => article.tags.includes(tag))).toBe(true);
      }
    });

    test("recommended products share a product tag, 3 at most", async () => {
      // Five built-in products carry one of these tags.
      const tags = ["collagen", "electrolytes", "magnesium", "fiber", "keto"];
      const products = await store.productsForTags(tags);
      expect(products).toHaveLength(3);
      for (const product of products) {
        expect(product.tags.some((tag) => tags.includes(tag))).toBe(true);
      }
      expect(await store.productsForTags([])).toEqual([]);
    });

    test("a product advised against is listed but never recommended", async () => {
      const advisedAgainst = {
        id: "advised-against",
        name: "Advised Against",
        description: "A guideline recommends against it.",
        link: "https://www.amazon.com/s?k=advised+against",
        tags: ["collagen"],
        isAdvisedAgainst: true as const,
      };
      await store.uploadProducts([advisedAgainst]);
      expect((await store.listProducts()).map((p) => p.id)).toContain(advisedAgainst.id);
      const recommended = await store.productsForTags(["collagen"], 10);
      expect(recommended.map((p) => p.id)).toEqual(["collagen-peptides"]);
      await store.deleteProduct(advisedAgainst.id);
    });

    test("an invalid stored document is skipped with a warning, not a crash", async () => {
      await putRawDocument("articles/broken", { title: { stringValue: "Only a title" } });
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      const articles = await store.listArticles();
      expect(articles.map((a) => a.id)).not.toContain("broken");
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Skipping invalid articles document "broken"/));
      warn.mockRestore();
    });

    test("adds a subscriber under the normalised address, once", async () => {
      for (const email of ["Reader@Example.com", "  reader@example.COM "]) {
        await expect(
          store.addSubscriber({ email, source: "/subscribe", consent: "2026-12-02" }),
        ).resolves.toBeUndefined();
      }
      expect(await store.countSubscribers()).toBe(1);
    });

    test("counts, pages newest first and removes sign-ups", async () => {
      // Same second, different nanoseconds: the pages must not skip any.
      for (const [index, nanos] of [100, 200, 300, 400, 500].entries()) {
        await putRawDocument(`subscribers/s${index}`, {
          email: { stringValue: `s${index}@example.com` },
          source: { stringValue: "/subscribe" },
          createdAt: { timestampValue: `2030-01-01T00:00:00.000000${nanos}Z` },
        });
      }
      // Plus the one added by the test above.
      expect(await store.countSubscribers()).toBe(6);
      const first = await store.listSubscribers({ pageSize: 2 });
      expect(first.subscribers.map((s) => s.id)).toEqual(["s4", "s3"]);
      const second = await store.listSubscribers({ pageSize: 2, after: first.next });
      expect(second.subscribers.map((s) => s.id)).toEqual(["s2", "s1"]);
      const third = await store.listSubscribers({ pageSize: 2, after: second.next });
      expect(third.subscribers.map((s) => s.email)).toEqual(["s0@example.com", "reader@example.com"]);
      expect(third.next).toBeNull();

      await store.deleteSubscriber("s2");
      await store.deleteSubscriber("s2");
      expect(await store.countSubscribers()).toBe(5);
    });
  },
);
