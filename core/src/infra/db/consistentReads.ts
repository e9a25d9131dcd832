import { AsyncLocalStorage } from 'node:async_hooks';
import type { HandlerExecutionContext, InitializeHandler, MetadataBearer } from '@smithy/types';

const scope = new AsyncLocalStorage<true>();

/**
 * Runs `check` with every table read strongly consistent: a check that decides on the year as it is now — the year's
 * lock reading the year it holds (docs/decisions/0161-the-lock-refuses-what-the-final-report-would.md) — sees every
 * write acknowledged before it, not a replica a moment behind, without threading a flag through the readers it calls.
 * A query of an index (which cannot be read consistently) is left as it is.
 */
export const withConsistentReads = <T>(check: () => Promise<T>): Promise<T> => scope.run(true, check);

type ReadInput = {
  ConsistentRead?: boolean;
  IndexName?: string;
  RequestItems?: Record<string, { ConsistentRead?: boolean }>;
};

/** The document client's middleware behind `withConsistentReads` (client.ts); outside it, nothing. */
export const consistentReads =
  <Input extends object, Output extends MetadataBearer>(
    next: InitializeHandler<Input, Output>,
    context: HandlerExecutionContext,
  ): InitializeHandler<Input, Output> =>
  (args) => {
    if (!scope.getStore()) return next(args);
    const input = args.input as ReadInput;
    switch (context.commandName) {
      case 'GetItemCommand':
        return next({ ...args, input: { ...input, ConsistentRead: true } as Input });
      case 'QueryCommand':
        return input.IndexName ? next(args) : next({ ...args, input: { ...input, ConsistentRead: true } as Input });
      case 'BatchGetItemCommand': {
        const items = Object.fromEntries(
          Object.entries(input.RequestItems ?? {}).map(([table, ask]) => [table, { ...ask, ConsistentRead: true }]),
        );
        return next({ ...args, input: { ...input, RequestItems: items } as Input });
      }
      default:
        return next(args);
    }
  };
