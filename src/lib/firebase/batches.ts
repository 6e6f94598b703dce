/** Firestore caps a request at 10 MiB and a batch at 500 writes; smaller batches show upload progress. */
const BATCH_DOCUMENTS = 25;
const BATCH_CHARACTERS = 2_000_000;

export function toBatches<T extends { data: unknown }>(writes: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const write of writes) {
    const writeSize = JSON.stringify(write.data).length;
    if (current.length > 0 && (current.length >= BATCH_DOCUMENTS || size + writeSize > BATCH_CHARACTERS)) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(write);
    size += writeSize;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
