import { expect, test, vi } from "vitest";
import { readDatabaseElseBuild } from "./database-else-build";

type Items = { items: string[] };
const failure = new Error("unavailable");
const fails = () => Promise.reject(failure);

/** A read of `readDatabase`, falling back on `readBuildCopy`, and the logger it calls. */
function readOf(readDatabase: () => Promise<Items>, readBuildCopy: () => Promise<Items>) {
  const log = vi.fn();
  return { read: readDatabaseElseBuild(readDatabase, readBuildCopy, log), log };
}

test("readDatabaseElseBuild gives the database's data, not marked out of date, without reading the build's copy", async () => {
  const buildCopy = vi.fn(() => Promise.resolve({ items: ["built"] }));
  const { read, log } = readOf(() => Promise.resolve({ items: ["live"] }), buildCopy);
  await expect(read).resolves.toEqual({ items: ["live"], isStale: false });
  expect(buildCopy).not.toHaveBeenCalled();
  expect(log).not.toHaveBeenCalled();
});

test("when the database cannot be read, logs why and gives the build's copy marked as possibly out of date", async () => {
  const { read, log } = readOf(fails, () => Promise.resolve({ items: ["built"], isStale: false }));
  await expect(read).resolves.toEqual({ items: ["built"], isStale: true });
  expect(log).toHaveBeenCalledWith(failure);
});

test("when neither can be read, the database's error reaches the route's error screen", async () => {
  const { read, log } = readOf(fails, () => Promise.reject(new Error("no data file")));
  await expect(read).rejects.toBe(failure);
  expect(log).toHaveBeenCalledOnce();
});
