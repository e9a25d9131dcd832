import type { Key } from './keys';
import { write, type Change, type WriteRequest } from './write';

/** An update of the item, stamped with the time it was made. */
export type ItemChange<T> = Extract<Change, { op: 'update' }> & { set: Partial<T> & { updatedAt: string } };

/** What a transition writes besides the item's own update. */
export interface TransitionOptions<T> {
  /** Attributes removed from the item. */
  remove?: string[];
  /** The audit item's `after`; default the fields set (given as undefined: none). */
  after?: unknown;
  /** False for progress, which is no audit event (WriteRequest.audited). */
  audited?: boolean;
  /** Changes written in the same transaction, given the item's change (its `set.updatedAt`, say). */
  with?: (change: ItemChange<T>) => Change[];
}

/**
 * A job item one worker moves through its states (a report job, an Excel import): each update is
 * stamped with `updatedAt` and conditional on the version this worker last wrote, so a second copy
 * of the same job (a duplicate delivery, a concurrent run) is refused with 409 instead of writing
 * over it; after each write the held item is the stored one.
 */
export class VersionedItem<T extends { version: number }> {
  constructor(
    readonly tenantId: string,
    readonly key: Key,
    public item: T,
  ) {}

  /**
   * The update of `set`, conditional on the version held, for a write that carries more than it. Stamped
   * now, unless `set` names its own `updatedAt` (a time the caller was given, or a stamp put back).
   */
  change(set: Partial<T>, remove?: string[]): ItemChange<T> {
    const stamped = { updatedAt: new Date().toISOString(), ...set };
    return {
      op: 'update',
      key: this.key,
      expectedVersion: this.item.version,
      set: stamped,
      ...(remove ? { remove } : {}),
    };
  }

  /** After a write that carried `change`: the held item is as stored, the next update conditional on it. */
  applied(change: ItemChange<T>) {
    this.item = { ...this.item, ...change.set, version: this.item.version + 1 };
  }

  /** One transition: the item's update (with what `options.with` adds) and its audit entry, in one write. */
  async set(action: string, set: Partial<T>, options: TransitionOptions<T> = {}): Promise<void> {
    const change = this.change(set, options.remove);
    const req: WriteRequest = {
      tenantId: this.tenantId,
      action,
      changes: [change, ...(options.with?.(change) ?? [])],
      after: 'after' in options ? options.after : set,
    };
    if (options.audited !== undefined) req.audited = options.audited;
    await write(req);
    this.applied(change);
  }
}
