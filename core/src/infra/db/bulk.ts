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
 * Unconditional batch puts and deletes, 25 at a time, unprocessed items retried. Not a way around
 * the write path: only an Excel import's commit uses it (docs/decisions/0040-excel-staged-commit.md),
 * for items that nobody reads yet (its staged rows) or that its one audited switch already made
 * visible and the year's hold keeps anyone else from writing. Idempotent, so a retry resumes.
 * `onBatch` is told after each batch how many items are done.
 */
export async function bulkWrite(
  requests: readonly ({ put: Record<string, unknown> & Key } | { delete: Key })[],
  onBatch?: (done: number) => Promise<void> | void,
): Promise<void> {
  for (let i = 0; i < requests.length; i += BATCH) {
    await send(
      requests
        .slice(i, i + BATCH)
        .map((r) => ('put' in r ? { PutRequest: { Item: r.put } } : { DeleteRequest: { Key: r.delete } })),
    );
    await onBatch?.(Math.min(i + BATCH, requests.length));
  }
}
