import { InvalidInput } from '../../errors';
import { isWellFormedText } from '../../lib/text';
import * as msg from '../../messages';

/** Where a listing resumes: a partition and, within it, the last sort key returned (none: its start). */
export interface Cursor {
  pk: string;
  sk?: string;
}

/** The key range a query reads: its partition, and its sort keys by prefix and/or between two bounds. */
export interface KeyRange {
  pk: string;
  skPrefix?: string;
  skFrom?: string;
  skTo?: string;
}

/** DynamoDB's own limit for a sort key is 1024 bytes; ours are far shorter. */
const MAX_SK_BYTES = 1024;

export const encodeCursor = (c: Cursor) =>
  Buffer.from(JSON.stringify(c.sk === undefined ? [c.pk] : [c.pk, c.sk])).toString('base64url');

const within = (sk: string, r: KeyRange) =>
  (r.skPrefix === undefined || sk.startsWith(r.skPrefix)) &&
  (r.skFrom === undefined || sk >= r.skFrom) &&
  (r.skTo === undefined || sk <= r.skTo);

/**
 * Cursors are opaque to clients and checked against the query they are sent with: a cursor must
 * name one of the partitions the query reads and a sort key inside its range, or it is a 400 —
 * never a start key DynamoDB refuses (a 500) and never a read of another partition.
 * (docs/decisions/0020-input-hygiene.md: checked rather than signed, so no secret to manage.)
 */
export function decodeCursor(raw: string, ranges: KeyRange | readonly KeyRange[]): Cursor {
  const options = Array.isArray(ranges) ? ranges : [ranges as KeyRange];
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && (parsed.length === 1 || parsed.length === 2)) {
    const [pk, sk] = parsed as unknown[];
    const range = options.find((r) => r.pk === pk);
    const skOk =
      sk === undefined ||
      (typeof sk === 'string' &&
        sk.length > 0 &&
        isWellFormedText(sk) &&
        Buffer.byteLength(sk) <= MAX_SK_BYTES &&
        range !== undefined &&
        within(sk, range));
    if (range && skOk) return sk === undefined ? { pk: range.pk } : { pk: range.pk, sk: sk as string };
  }
  throw InvalidInput(msg.invalidCursor, 'query.cursor');
}
