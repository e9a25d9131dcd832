import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Key } from './keys';

/** BatchWriteItem takes at most 25 requests. */
const BATCH = 25;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Request = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Key } };

async function send(requests: Request[]) {
  let pending = requests;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await sleep(Math.min(50 * 2 ** attempt, 2_000));
    if (attempt > 8) throw new Error(`batch write: ${pending.length} items left unprocessed`);
    const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (out.UnprocessedItems?.[tableName()] ?? []) as Request[];
  }
}

/**
 * Batches in flight at once (`ESG_BULK_IN_FLIGHT`, default 4). DynamoDB takes batches of one table
 * in parallel; one after another, each would wait for the previous one's round trip (docs/bench.md,
 * the Excel import bench). The local runtime sets 1 while DynamoDB Local keeps its tables in its
 * SQLite file: that file takes one write at a time, so parallel batches only queue there, long
 * enough under load to hit the SDK's request timeout.
 */
const inFlight = () => Math.max(1, Number(process.env.ESG_BULK_IN_FLIGHT ?? 4) || 1);

/**
 * Unconditional batch puts and deletes, 25 at a time and `inFlight()` batches at once, unprocessed
 * items retried. Not a way around
 * the write path: only an Excel import's commit uses it (docs/decisions/0040-excel-staged-commit.md,
 * 0061), for items that nobody reads until its one audited switch (its packs) while the year's hold
 * keeps anyone else from writing, and to delete them when it gives up. Idempotent, so a retry resumes.
 * `onBatch` is told after each batch how many items are done. On the first failure (of a batch or
 * of `onBatch`) no further batch starts; the batches in flight end before the failure is thrown, so
 * nothing of this call is still writing once it has returned or thrown.
 */
export async function bulkWrite(
  requests: readonly ({ put: Record<string, unknown> & Key } | { delete: Key })[],
  onBatch?: (done: number) => Promise<void> | void,
): Promise<void> {
  let next = 0;
  let done = 0;
  let failure: { err: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < requests.length) {
      const batch = requests.slice(next, next + BATCH);
      next += BATCH;
      try {
        await send(
          batch.map((r) => ('put' in r ? { PutRequest: { Item: r.put } } : { DeleteRequest: { Key: r.delete } })),
        );
        done += batch.length;
        if (!failure) await onBatch?.(done);
      } catch (err) {
        failure ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight(), Math.ceil(requests.length / BATCH)) }, lane));
  if (failure) throw failure.err;
}
