import { Forbidden, ValidationError, type FieldIssue } from '../../errors';
import type { Change } from '../../infra/db/write';
import type { Key } from '../../infra/db/keys';
import type { Membership } from '../membership';

/**
 * Platform routes are the one place where a company is named by id rather than taken from the
 * caller's token; the contract already demands `platform:admin`, and the domain checks again.
 */
export function requirePlatformAdmin(m: Membership) {
  if (!m.actor.privileges.includes('platform:admin')) throw Forbidden();
}

/** A catalogue entry edit: new without `version`, else an update of exactly that version. */
export function upsert(key: Key, item: Record<string, unknown>, version: number | undefined, path: string): Change {
  if (version === undefined)
    return {
      op: 'create',
      key,
      item,
      onExists: () => ValidationError([{ path, message: 'This entry already exists; reload and edit it.' }]),
    };
  const { version: _v, ...set } = item;
  return { op: 'update', key, expectedVersion: version, set };
}

/** Throws one 400 with every issue found, so a form can mark all its bad fields at once. */
export function refuse(issues: FieldIssue[]) {
  if (issues.length > 0) throw ValidationError(issues);
}

/** The write path can only SET attributes, and an undefined value would break the expression. */
export const defined = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
