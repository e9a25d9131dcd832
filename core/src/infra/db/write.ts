import { createHash } from 'node:crypto';
import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from './client';
import { type Key } from './keys';
import * as keys from './itemKeys';
import { requestContext } from '../../context';
import { spendStep, type TokenStep } from '../../lib/linkBuckets';
import { AppError, Conflict, Locked, NotFound } from '../../errors';
import * as msg from '../../messages';

/** One change inside a write. Updates are always conditional on the version they were based on. */
export type Change =
  | { op: 'create'; key: Key; item: Record<string, unknown>; onExists?: () => AppError }
  | {
      op: 'update';
      key: Key;
      expectedVersion: number;
      set: Record<string, unknown>;
      /** Attributes removed from the item. */
      remove?: string[];
      /** When the item is missing; default 404. A list never saved answers a stale version with 409. */
      onMissing?: () => Error;
    }
  | { op: 'delete'; key: Key; expectedVersion?: number }
  /** Unversioned items (lookups, session records) that the caller owns outright. */
  | { op: 'put'; key: Key; item: Record<string, unknown> }
  /**
   * An item replaced whole, its version given in `item`, conditional on the version the item holds
   * (`itemVersion`; undefined: the item must not exist) — a resource row whose newest version is in
   * an import's pack gets its own item this way (docs/decisions/0061-excel-rows-packed.md).
   */
  | { op: 'replace'; key: Key; item: Record<string, unknown> & { version: number }; itemVersion?: number }
  /**
   * An item the write does not change but depends on: absent, or its `state` none of `notStates`, else the whole
   * write fails with `onFail`, given the item as it is (a submitted or approved page is read-only: ADR 0102).
   */
  | { op: 'check'; key: Key; notStates: readonly string[]; onFail: (current?: Record<string, unknown>) => AppError }
  /**
   * An item the write does not change but rests on as it was read: it exists and still holds the `expected` values
   * (an acting administrator's role and activation, ADR 0010; at least one value), else the write fails with `onFail`.
   */
  | { op: 'holds'; key: Key; expected: Record<string, unknown>; onFail: () => AppError }
  /**
   * Attributes of an item set, the item's version untouched and no version condition: what a link's use records
   * beside its record (when it was opened, ADR 0063), so many clients using one link never refuse each other. The
   * item must exist and hold the `expected` values (a link still the one the token opened: its `tokenHash`), else
   * `onFail` (default 404).
   */
  | {
      op: 'touch';
      key: Key;
      set: Record<string, unknown>;
      expected?: Record<string, unknown>;
      onFail?: () => AppError;
    }
  /**
   * Entries of a map attribute set or removed, the item's version untouched: state the item's owner keeps
   * beside it that no form edits (a user's session marks, ADR 0125). Only the named entries change, so two
   * writers of different entries never undo each other. `absent`: the item has no such map yet, and it is
   * set whole from `set` — conditional on still having none. `onlyNew`: each entry set must not exist yet
   * (a copy made from what was read never overwrites a write made since).
   */
  | {
      op: 'entries';
      key: Key;
      field: string;
      set: Record<string, unknown>;
      remove?: string[];
      absent?: boolean;
      onlyNew?: boolean;
    };

export interface WriteRequest {
  tenantId: string;
  /**
   * When the change belongs to a reporting year, the write fails with 423 once it is printed, and
   * with 409 while an Excel import holds the year for its commit (ADR 0040)…
   */
  yearEnd?: string;
  /** …unless it is that import's own write. */
  importId?: string;
  action: string;
  changes: Change[];
  /** The audited entity; defaults to the first change's key. */
  entity?: Key;
  before?: unknown;
  after?: unknown;
  /** Who acted, when the request has no actor yet (the session start of a sign-in); else the request's. */
  by?: { userId: string; login: string };
  /** The audit item's id (a ULID), when the changed items must point at their audit entry; else a new one. */
  auditId?: string;
  /**
   * False for a write that is no event anyone audits: a job's progress (an import's percentage). Its
   * changes, conditions and year check are as any write's; only the audit item is left out.
   */
  audited?: boolean;
}

const digest = (v: unknown) =>
  v === undefined ? undefined : createHash('sha256').update(JSON.stringify(v)).digest('hex').slice(0, 16);

/**
 * The one write path (docs/architecture.md, step 5): the changes, a locked-year check and an audit item in one
 * TransactWriteItems, so the audit item exists if and only if the change was applied.
 */
export async function write(req: WriteRequest): Promise<void> {
  const ctx = requestContext();
  const now = new Date().toISOString();
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = req.changes.map(toTransactItem);
  if (req.yearEnd) {
    items.push({
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.period(req.tenantId, req.yearEnd),
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(printed) OR printed = :no)' +
          ' AND (attribute_not_exists(excelImport) OR excelImport = :import)' +
          ' AND (attribute_not_exists(lockingUntil) OR lockingUntil < :now)',
        ExpressionAttributeValues: { ':no': false, ':import': req.importId ?? '-', ':now': now },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    });
  }
  if (req.audited !== false)
    items.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.audit(req.tenantId, now, req.auditId ?? ulid()),
          at: now,
          action: req.action,
          entity: entityOf(req),
          userId: ctx.actor?.userId ?? req.by?.userId,
          login: ctx.actor?.login ?? req.by?.login,
          before: req.before,
          after: req.after,
          beforeDigest: digest(req.before),
          afterDigest: digest(req.after),
          ip: ctx.ip,
          userAgent: ctx.userAgent,
          requestId: ctx.requestId,
        },
      },
    });
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (err) {
    throw explain(err, req);
  }
}

function entityOf(req: WriteRequest) {
  const key = req.entity ?? req.changes[0]?.key;
  return key ? `${key.pk}|${key.sk}` : undefined;
}

function toTransactItem(c: Change): NonNullable<TransactWriteCommandInput['TransactItems']>[number] {
  const TableName = tableName();
  switch (c.op) {
    case 'create':
      return {
        Put: {
          TableName,
          Item: { ...c.item, ...c.key, version: 1 },
          ConditionExpression: 'attribute_not_exists(pk)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      };
    case 'put':
      return { Put: { TableName, Item: { ...c.item, ...c.key } } };
    case 'check':
      return {
        ConditionCheck: {
          TableName,
          Key: c.key,
          ConditionExpression: `attribute_not_exists(pk) OR NOT (#state IN (${c.notStates.map((_, i) => `:s${i}`).join(', ')}))`,
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: Object.fromEntries(c.notStates.map((state, i) => [`:s${i}`, state])),
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      };
    case 'holds': {
      const fields = Object.entries(c.expected);
      return {
        ConditionCheck: {
          TableName,
          Key: c.key,
          ConditionExpression: ['attribute_exists(pk)', ...fields.map((_, i) => `#h${i} = :h${i}`)].join(' AND '),
          ExpressionAttributeNames: Object.fromEntries(fields.map(([field], i) => [`#h${i}`, field])),
          ExpressionAttributeValues: Object.fromEntries(fields.map(([, value], i) => [`:h${i}`, value])),
        },
      };
    }
    case 'replace':
      return {
        Put: {
          TableName,
          Item: { ...c.item, ...c.key },
          ConditionExpression: c.itemVersion === undefined ? 'attribute_not_exists(pk)' : 'version = :v',
          ExpressionAttributeValues: c.itemVersion === undefined ? undefined : { ':v': c.itemVersion },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      };
    case 'delete':
      return {
        Delete: {
          TableName,
          Key: c.key,
          ConditionExpression: c.expectedVersion === undefined ? 'attribute_exists(pk)' : 'version = :v',
          ExpressionAttributeValues: c.expectedVersion === undefined ? undefined : { ':v': c.expectedVersion },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      };
    case 'entries':
      return { Update: { TableName, Key: c.key, ...entriesUpdate(c) } };
    case 'touch':
      return { Update: { TableName, Key: c.key, ...touchUpdate(c) } };
    case 'update': {
      const names: Record<string, string> = { '#version': 'version' };
      const values: Record<string, unknown> = { ':expected': c.expectedVersion, ':next': c.expectedVersion + 1 };
      const sets = ['#version = :next'];
      Object.entries(c.set).forEach(([field, value], i) => {
        if (field === 'pk' || field === 'sk' || field === 'version') return;
        names[`#f${i}`] = field;
        values[`:v${i}`] = value;
        sets.push(`#f${i} = :v${i}`);
      });
      const removes = (c.remove ?? []).map((field, i) => {
        names[`#r${i}`] = field;
        return `#r${i}`;
      });
      return {
        Update: {
          TableName,
          Key: c.key,
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      };
    }
  }
}

function touchUpdate(c: Extract<Change, { op: 'touch' }>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const pairs = (record: Record<string, unknown>, p: string) =>
    Object.entries(record).map(([field, value], i) => {
      names[`#${p}${i}`] = field;
      values[`:${p}${i}`] = value;
      return `#${p}${i} = :${p}${i}`;
    });
  const sets = pairs(c.set, 's');
  return {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: ['attribute_exists(pk)', ...pairs(c.expected ?? {}, 'x')].join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

function entriesUpdate(c: Extract<Change, { op: 'entries' }>) {
  if (c.absent)
    return {
      UpdateExpression: 'SET #map = :map',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#map)',
      ExpressionAttributeNames: { '#map': c.field },
      ExpressionAttributeValues: { ':map': c.set },
    };
  const names: Record<string, string> = { '#map': c.field };
  const values: Record<string, unknown> = {};
  const sets = Object.entries(c.set).map(([entry, value], i) => {
    names[`#e${i}`] = entry;
    values[`:e${i}`] = value;
    return `#map.#e${i} = :e${i}`;
  });
  const fresh = c.onlyNew ? Object.keys(c.set).map((_, i) => ` AND attribute_not_exists(#map.#e${i})`) : [];
  const removes = (c.remove ?? []).map((entry, i) => {
    names[`#r${i}`] = entry;
    return `#map.#r${i}`;
  });
  return {
    UpdateExpression: [sets.length && `SET ${sets.join(', ')}`, removes.length && `REMOVE ${removes.join(', ')}`]
      .filter(Boolean)
      .join(' '),
    ConditionExpression: `attribute_exists(#map)${fresh.join('')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: sets.length ? values : undefined,
  };
}

/** Maps a cancelled transaction to the taxonomy: which item's condition failed decides the error. */
/**
 * What no reader is shown of a stored item, even its own company's editor reloading it after a conflict: a link's seed,
 * its token's hash, its send, the per-client buckets of its throttle, an account's one-time keys.
 */
const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'seed',
  'tokenHash',
  'sendId',
  'buckets',
  'activationKey',
  'resetKey',
]);
const shown = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shown)
    : value && Object.getPrototypeOf(value) === Object.prototype
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !SECRET_FIELDS.has(key))
            .map(([key, v]) => [key, shown(v)]),
        )
      : value;

function explain(err: unknown, req: WriteRequest): unknown {
  if (!(err instanceof TransactionCanceledException)) return err;
  const reasons = err.CancellationReasons ?? [];
  const lockIndex = req.yearEnd ? req.changes.length : -1;
  for (const [i, reason] of reasons.entries()) {
    if (reason.Code !== 'ConditionalCheckFailed') continue;
    const current = reason.Item ? unmarshall(reason.Item) : undefined;
    if (i === lockIndex) {
      if (!current) return NotFound();
      if (current.printed === true) return Locked();
      // Held: by the year's lock while it checks the year (ADR 0161), or by an Excel import while its commit becomes
      // visible (ADR 0040).
      const locking = typeof current.lockingUntil === 'string' && current.lockingUntil >= new Date().toISOString();
      return new AppError(409, 'CONFLICT', locking ? msg.yearLocking : msg.excelApplying);
    }
    const change = req.changes[i];
    if (change?.op === 'check') return change.onFail(current);
    if (change?.op === 'holds') return change.onFail();
    if (change?.op === 'touch') return change.onFail?.() ?? NotFound();
    // A map entry set since it was read, or a map made meanwhile: the item itself is not the caller's to see.
    if (change?.op === 'entries') return Conflict();
    if (change?.op === 'create') return change.onExists?.() ?? Conflict();
    if (!current) return (change?.op === 'update' && change.onMissing?.()) || NotFound();
    const { pk: _pk, sk: _sk, ...visible } = current;
    return Conflict(shown(visible));
  }
  // TransactionConflict: another transaction touched the same item at the same instant.
  if (reasons.some((r) => r.Code === 'TransactionConflict')) return Conflict();
  return err;
}

/**
 * Takes one token of a throttle's bucket item (core/src/lib/linkBuckets.ts): no read, no transaction, no audit (a
 * spend is no event anyone audits), so spends of different clients never meet and one client's race only with its
 * own. The bucket's `full` time is set when the bucket is full by now, else ADDed to within the burst's room; a
 * refused spend changes nothing. Answers the milliseconds to wait (0: taken). The item expires (`ttl`) once full.
 */
export async function takeToken(key: Key, s: TokenStep): Promise<number> {
  /** Applies one guarded update: null when applied, else the bucket's `full` time as stored (undefined: none). */
  const update = (expression: string, condition: string, values: Record<string, unknown>) =>
    db()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: expression,
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#full': 'full', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ...values, ':now': s.now, ':ttl': s.expires },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      )
      .then(
        () => null,
        (err: unknown) => {
          if (!(err instanceof ConditionalCheckFailedException)) throw err;
          const full = err.Item?.full?.N;
          return full === undefined ? undefined : Number(full);
        },
      );
  // Each round reads nothing: the failed condition returns the stored time. A bucket that filled up (or expired)
  // between the two updates is taken as full on the next round.
  for (let round = 0; round < 3; round++) {
    const full = await update('SET #full = :start, #ttl = :ttl', 'attribute_not_exists(#full) OR #full <= :now', {
      ':start': s.start,
    });
    if (full === null) return 0;
    const wait = spendStep(full, s);
    if ('waitMs' in wait) return wait.waitMs;
    const added = await update('ADD #full :interval SET #ttl = :ttl', '#full > :now AND #full <= :last', {
      ':interval': s.interval,
      ':last': s.last,
    });
    if (added === null) return 0;
    const refused = added === undefined ? undefined : spendStep(added, s);
    if (refused && 'waitMs' in refused) return refused.waitMs;
  }
  return s.interval;
}
