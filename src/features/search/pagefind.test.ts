import { afterEach, describe, expect, test, vi } from "vitest";
import { loadPagefind, resetPagefind, type Pagefind } from "./pagefind";

/** A stand-in engine that finds nothing. */
const fakePagefind = (): Pagefind => ({
  options: () => Promise.resolve(),
  init: () => Promise.resolve(),
  preload: () => Promise.resolve(),
  search: () => Promise.resolve({ results: [] }),
});

describe("loadPagefind", () => {
  afterEach(() => resetPagefind());

  test("loads the engine once, however many searches ask for it", async () => {
    const pagefind = fakePagefind();
    const load = vi.fn(() => Promise.resolve(pagefind));
    const [first, second] = await Promise.all([loadPagefind(load), loadPagefind(load)]);
    expect(first).toBe(pagefind);
    expect(second).toBe(pagefind);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a failed load is forgotten, so trying again loads afresh", async () => {
    const pagefind = fakePagefind();
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(pagefind);
    await expect(loadPagefind(load)).rejects.toThrow("offline");
    await expect(loadPagefind(load)).resolves.toBe(pagefind);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
