// @vitest-environment node
import { expect, test } from "vitest";
import { toBatches } from "./batches";

const write = (id: number, size = 10) => ({ id: String(id), data: { text: "x".repeat(size) } });

test("toBatches keeps the order and puts at most 25 documents in a batch", () => {
  const writes = Array.from({ length: 60 }, (_, index) => write(index));
  const batches = toBatches(writes);
  expect(batches.map((batch) => batch.length)).toEqual([25, 25, 10]);
  expect(batches.flat()).toEqual(writes);
});

test("starts a new batch before one would pass about 2 MB", () => {
  const batches = toBatches([write(1, 900_000), write(2, 900_000), write(3, 900_000)]);
  expect(batches.map((batch) => batch.map(({ id }) => id))).toEqual([["1", "2"], ["3"]]);
});

test("a single large document still gets a batch of its own; nothing gives none", () => {
  expect(toBatches([write(1, 3_000_000)])).toHaveLength(1);
  expect(toBatches([])).toEqual([]);
});
