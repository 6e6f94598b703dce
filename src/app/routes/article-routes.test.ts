import { describe, expect, test } from "vitest";

describe("article route modules", () => {
  test("the Firebase-mode module reads in the browser only, from the first load", async () => {
    const firebaseMode: Record<string, unknown> = await import("~/app/routes/article");
    expect(firebaseMode.loader).toBeUndefined();
    expect(firebaseMode.clientLoader).toHaveProperty("hydrate", true);
  });

  test("the built-in module prerenders its articles: their pages hydrate with the build's data", async () => {
    const { loader, clientLoader } = await import("~/app/routes/article-builtin");
    const args = (slug: string) => ({ params: { slug } }) as unknown as Parameters<typeof loader>[0];
    expect(loader(args("what-is-a-calorie-deficit")).rendered?.article.id).toBe("what-is-a-calorie-deficit");
    expect(loader(args("no-such-article")).rendered).toBeNull();
    expect(clientLoader).not.toHaveProperty("hydrate");
  });
});
