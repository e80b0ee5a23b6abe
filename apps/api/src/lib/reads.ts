type Read = () => PromiseLike<unknown>;

/**
 * Runs independent reads side by side, or one after another when they share a transaction: a transaction holds
 * one PostgreSQL connection, which takes one query at a time (pg queues the rest with a deprecation warning and
 * pg 9 will refuse them).
 */
export async function readAll<const T extends readonly Read[]>(
  inTransaction: boolean,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  if (!inTransaction) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
}
