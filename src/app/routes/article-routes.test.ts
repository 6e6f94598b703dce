// @vitest-environment node
import { describe, expect, test } from "vitest";

describe("article route module", () => {
  test("prerenders the build's articles: their pages hydrate with the build's data", async () => {
    const { loader, clientLoader } = await import("~/app/routes/article");
    const args = (slug: string) => ({ params: { slug } }) as unknown as Parameters<typeof loader>[0];
    const built = "what-is-a-calorie-deficit";
    expect((await loader(args(built))).rendered?.article.id).toBe(built);
    expect((await loader(args("no-such-article"))).rendered).toBeNull();
    expect(clientLoader).not.toHaveProperty("hydrate");
  });
});
