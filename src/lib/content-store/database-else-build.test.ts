import { describe, expect, test, vi } from "vitest";
import { readDatabaseElseBuild } from "./database-else-build";

describe("readDatabaseElseBuild", () => {
  test("gives the database's data, not marked out of date, without reading the build's copy", async () => {
    const buildCopy = vi.fn(() => Promise.resolve({ items: ["built"] }));
    const log = vi.fn();
    await expect(
      readDatabaseElseBuild(() => Promise.resolve({ items: ["live"] }), buildCopy, log),
    ).resolves.toEqual({
      items: ["live"],
      isStale: false,
    });
    expect(buildCopy).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  test("when the database cannot be read, logs why and gives the build's copy marked as possibly out of date", async () => {
    const failure = new Error("unavailable");
    const log = vi.fn();
    await expect(
      readDatabaseElseBuild(
        () => Promise.reject(failure),
        () => Promise.resolve({ items: ["built"], isStale: false }),
        log,
      ),
    ).resolves.toEqual({ items: ["built"], isStale: true });
    expect(log).toHaveBeenCalledWith(failure);
  });

  test("when neither can be read, the database's error reaches the route's error screen", async () => {
    const failure = new Error("unavailable");
    const log = vi.fn();
    await expect(
      readDatabaseElseBuild(
        () => Promise.reject(failure),
        () => Promise.reject(new Error("no data file")),
        log,
      ),
    ).rejects.toBe(failure);
    expect(log).toHaveBeenCalledOnce();
  });
});
