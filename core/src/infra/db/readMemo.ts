import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  HandlerExecutionContext,
  InitializeHandler,
  InitializeHandlerOutput,
  MetadataBearer,
} from '@smithy/types';

/** The reads a scope has made: a request's input → its answer, in flight or done. */
type Memo = Map<string, Promise<InitializeHandlerOutput<MetadataBearer>>>;

const scope = new AsyncLocalStorage<Memo>();
const READS = new Set(['GetItemCommand', 'QueryCommand']);

/**
 * Runs `load` with its store reads shared: the same GetItem or Query (the same input, consistency included) asked
 * twice within it goes to the table once, each caller getting its own copy of the answer. Any other command in the
 * scope (a write) forgets what was read. For loads made of independent parts that each read what they need — a
 * report's year (docs/bench.md, "The Word edition after the PDF") — without threading the reads through them.
 */
export const withSharedReads = <T>(load: () => Promise<T>): Promise<T> => scope.run(new Map(), load);

/** The document client's middleware behind `withSharedReads` (core/src/infra/db/client.ts); outside it, nothing. */
export const sharedReads =
  <Input extends object, Output extends MetadataBearer>(
    next: InitializeHandler<Input, Output>,
    context: HandlerExecutionContext,
  ): InitializeHandler<Input, Output> =>
  async (args) => {
    const memo = scope.getStore();
    if (!memo) return next(args);
    if (!READS.has(context.commandName ?? '')) {
      memo.clear();
      return next(args);
    }
    const key = `${context.commandName} ${JSON.stringify(args.input)}`;
    let answer = memo.get(key);
    if (!answer) {
      answer = next(args);
      memo.set(key, answer);
      answer.catch(() => memo.delete(key));
    }
    const { output, response } = await answer;
    return { output: structuredClone(output) as Output, response };
  };
