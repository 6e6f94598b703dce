import { describe, expect, test } from "vitest";

describe("article route modules", () => {
  test("the Firebase-mode module has no loader (none of its pages is prerendered)", async () => {
    const firebaseMode: Record<string, unknown> = await import("~/app/routes/article");
    expect(firebaseMode.loader).toBeUndefined();
    expect(firebaseMode.clientLoader).toBeUndefined();
  });

  test("the built-in module loads at build time and never fetches data files in the browser", async () => {
    const { loader, clientLoader } = await import("~/app/routes/article-builtin");
    const args = (slug: string) => ({ params: { slug } }) as unknown as Parameters<typeof loader>[0];
    expect(loader(args("what-is-a-calorie-deficit")).rendered?.article.id).toBe("what-is-a-calorie-deficit");
    expect(loader(args("no-such-article")).rendered).toBeNull();
    expect(clientLoader()).toEqual({ rendered: null });
  });
});
