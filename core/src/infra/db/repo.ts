import { GetCommand, QueryCommand, BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Key } from './keys';
import { decodeCursor, encodeCursor } from './cursor';
import { InvalidInput } from '../../errors';
import * as msg from '../../messages';

export type Item = Record<string, unknown> & Key;

export async function getItem<T extends object>(key: Key, consistent = false): Promise<(T & Item) | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }));
  return out.Item as (T & Item) | undefined;
}

/**
 * Several items in one round trip (at most 100 keys); missing items are simply absent. Keys DynamoDB
 * leaves unprocessed (throttling) are asked for again, so an absent item is truly absent.
 */
export async function getItems<T extends object>(keyList: Key[]): Promise<(T & Item)[]> {
  const items: (T & Item)[] = [];
  let pending: Record<string, unknown>[] = keyList.map((k) => ({ ...k }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 8) throw new Error(`BatchGetItem: ${pending.length} keys still unprocessed`);
    if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
    const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending } } }));
    items.push(...((out.Responses?.[tableName()] ?? []) as (T & Item)[]));
    pending = out.UnprocessedKeys?.[tableName()]?.Keys ?? [];
  }
  return items;
}

export interface Page<T> {
  items: T[];
  cursor?: string;
}

/** One page of a partition, optionally narrowed by a sort-key prefix. Never a Scan. */
export async function queryPage<T extends object>(
  q: { pk: string; skPrefix?: string },
  opts: { limit?: number; cursor?: string; descending?: boolean; consistent?: boolean } = {},
): Promise<Page<T & Item>> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: q.skPrefix ? 'pk = :pk AND begins_with(sk, :sk)' : 'pk = :pk',
      ExpressionAttributeValues: q.skPrefix ? { ':pk': q.pk, ':sk': q.skPrefix } : { ':pk': q.pk },
      Limit: opts.limit,
      ScanIndexForward: !opts.descending,
      ConsistentRead: opts.consistent,
      ExclusiveStartKey: opts.cursor ? startKey(opts.cursor, q) : undefined,
    }),
  );
  return {
    items: (out.Items ?? []) as (T & Item)[],
    cursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey as Key) : undefined,
  };
}

/** Every item of a partition prefix (small partitions only: roles, periods, sessions). */
export async function queryAll<T extends object>(
  q: { pk: string; skPrefix?: string },
  consistent = false,
): Promise<(T & Item)[]> {
  const all: (T & Item)[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage<T>(q, { cursor, consistent });
    all.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

/** Strips key attributes before an item leaves the data layer. */
export function withoutKeys<T extends object>(item: T & Partial<Key>): T {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
}

/** A cursor resumes inside the partition and sort-key prefix it was made for, or it is a 400. */
function startKey(cursor: string, q: { pk: string; skPrefix?: string }): Key {
  const c = decodeCursor(cursor, q);
  if (c.sk === undefined) throw InvalidInput(msg.invalidCursor, 'query.cursor');
  return { pk: c.pk, sk: c.sk };
}
