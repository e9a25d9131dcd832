import { describe, expect, it } from 'vitest';
import type { HandlerExecutionContext } from '@smithy/types';
import { consistentReads, withConsistentReads } from '../src/infra/db/consistentReads';

/**
 * The lock's checks read the year strongly consistent (docs/decisions/0161-the-lock-refuses-what-the-final-report-would.md):
 * the document client's middleware asks for it on every read made within `withConsistentReads`, and on none outside.
 */
async function sent(commandName: string, input: object, inScope: boolean) {
  let seen: unknown;
  const next = async (args: { input: object }) => {
    seen = args.input;
    return { output: { $metadata: {} }, response: {} };
  };
  const handler = consistentReads(next as never, { commandName } as HandlerExecutionContext);
  const run = () => handler({ input } as never);
  await (inScope ? withConsistentReads(run) : run());
  return seen as Record<string, unknown>;
}

describe('reads within withConsistentReads', () => {
  it('are strongly consistent: a GetItem, a Query of the table and every table of a BatchGetItem', async () => {
    expect(await sent('GetItemCommand', { Key: { pk: 'a' } }, true)).toMatchObject({ ConsistentRead: true });
    expect(await sent('QueryCommand', { KeyConditionExpression: 'pk = :pk' }, true)).toMatchObject({
      ConsistentRead: true,
    });
    expect(await sent('BatchGetItemCommand', { RequestItems: { T: { Keys: [] } } }, true)).toEqual({
      RequestItems: { T: { Keys: [], ConsistentRead: true } },
    });
  });

  it('leave an index query, a write and every read outside the scope as they were', async () => {
    expect(await sent('QueryCommand', { IndexName: 'byEmail' }, true)).toEqual({ IndexName: 'byEmail' });
    expect(await sent('TransactWriteItemsCommand', { TransactItems: [] }, true)).toEqual({ TransactItems: [] });
    expect(await sent('GetItemCommand', { Key: { pk: 'a' } }, false)).toEqual({ Key: { pk: 'a' } });
  });
});
