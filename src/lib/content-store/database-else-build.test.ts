import { describe, expect, test, vi } from "vitest";
import { readDatabaseElseBuild } from "./database-else-build";

/** A read whose database fails with `failure`, falling back on `readBuildCopy`, and the logger it calls. */
function readWhenDatabaseFails(readBuildCopy: () => Promise<{ items: string[]; isStale: boolean }>) {
  const failure = new Error("unavailable");
  const log = vi.fn();
  return { read: readDatabaseElseBuild(() => Promise.reject(failure), readBuildCopy, log), failure, log };
}

describe("readDatabaseElseBuild", () => {
  test("gives the database's data, not marked out of date, without reading the build's copy", async () => {
    const buildCopy = vi.fn(() => Promise.resolve({ items: ["built"] }));
    const log = vi.fn();
    const read = readDatabaseElseBuild(() => Promise.resolve({ items: ["live"] }), buildCopy, log);
    await expect(read).resolves.toEqual({ items: ["live"], isStale: false });
    expect(buildCopy).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  test("when the database cannot be read, logs why and gives the build's copy marked as possibly out of date", async () => {
    const { read, failure, log } = readWhenDatabaseFails(() =>
      Promise.resolve({ items: ["built"], isStale: false }),
    );
    await expect(read).resolves.toEqual({ items: ["built"], isStale: true });
    expect(log).toHaveBeenCalledWith(failure);
  });

  test("when neither can be read, the database's error reaches the route's error screen", async () => {
    const { read, failure, log } = readWhenDatabaseFails(() => Promise.reject(new Error("no data file")));
    await expect(read).rejects.toBe(failure);
    expect(log).toHaveBeenCalledOnce();
  });
});
