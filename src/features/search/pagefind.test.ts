import { afterEach, describe, expect, test, vi } from "vitest";
import { loadPagefind, resetPagefind, warmIndex, type Pagefind, type PagefindData } from "./pagefind";

/** A stand-in engine over `pages` page ids, recording what was fetched. */
function fakePagefind(pages: number) {
  const fetched: string[] = [];
  const preloaded: string[] = [];
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: (term) => {
      preloaded.push(term);
      return Promise.resolve();
    },
    search: (term) =>
      Promise.resolve(
        term === null
          ? {
              results: Array.from({ length: pages }, (_, index) => ({
                id: `page-${index}`,
                score: 1,
                data: () => {
                  fetched.push(`page-${index}`);
                  return Promise.resolve({} as PagefindData);
                },
              })),
            }
          : { results: [] },
      ),
  };
  return { pagefind, fetched, preloaded };
}

describe("warmIndex", () => {
  test("loads every chunk of the word index, then every page's fragment", async () => {
    const { pagefind, fetched, preloaded } = fakePagefind(28);
    await warmIndex(pagefind, () => Promise.resolve());
    expect(preloaded.join("")).toBe("abcdefghijklmnopqrstuvwxyz0123456789");
    expect(fetched).toHaveLength(28);
  });

  test("gives the reader's input a turn before each fetch", async () => {
    const { pagefind, fetched, preloaded } = fakePagefind(3);
    const turns: number[] = [];
    await warmIndex(pagefind, () => {
      turns.push(preloaded.length + fetched.length);
      return Promise.resolve();
    });
    // One turn before each of the 36 preloads and each of the 3 fragments.
    expect(turns).toHaveLength(39);
    expect(turns.at(-1)).toBe(38);
  });
});

describe("loadPagefind", () => {
  afterEach(() => {
    resetPagefind();
  });

  test("loads the engine once and warms its index in the background", async () => {
    const { pagefind, preloaded } = fakePagefind(2);
    const load = vi.fn(() => Promise.resolve(pagefind));
    const [first, second] = await Promise.all([loadPagefind(load), loadPagefind(load)]);
    expect(first).toBe(pagefind);
    expect(second).toBe(pagefind);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      expect(preloaded).toHaveLength(36);
    });
  });

  test("a failed load is forgotten, so trying again loads afresh", async () => {
    const { pagefind } = fakePagefind(1);
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(pagefind);
    await expect(loadPagefind(load)).rejects.toThrow("offline");
    await expect(loadPagefind(load)).resolves.toBe(pagefind);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
