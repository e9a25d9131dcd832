import { createHash, randomBytes } from 'node:crypto';
import * as keys from '../infra/db/itemKeys';
import { getItem } from '../infra/db/repo';
import type { Change } from '../infra/db/write';
import type { UserLookup } from './records';

/** The spec's states: a password reset key is valid 24 hours; activation keys follow the same rule. */
export const KEY_VALID_MS = 24 * 60 * 60 * 1000;

export type KeyPurpose = 'reset' | 'activation';

export interface OneTimeKeyRecord extends UserLookup {
  purpose: KeyPurpose;
  expiresAt: string;
  used: boolean;
  /** DynamoDB TTL: kept a week past expiry so a late click still gets the spec's message. */
  ttl: number;
  version: number;
}

const hash = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A fresh random key: the raw value goes only into the e-mail; the table holds its hash. */
export function newOneTimeKey(purpose: KeyPurpose, who: UserLookup, now = Date.now()) {
  const raw = randomBytes(24).toString('base64url');
  const expires = now + KEY_VALID_MS;
  const change: Change = {
    op: 'create',
    key: keys.oneTimeKey(hash(raw)),
    item: {
      ...who,
      purpose,
      used: false,
      expiresAt: new Date(expires).toISOString(),
      ttl: Math.floor(expires / 1000) + 7 * 86400,
    },
  };
  return { raw, change };
}

/**
 * Finds a usable key and the change that spends it (conditional on its version, so two
 * concurrent uses cannot both succeed). Unknown, expired, used or wrong-purpose keys give undefined.
 */
export async function findUsableKey(purpose: KeyPurpose, raw: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(raw)) return undefined;
  const key = keys.oneTimeKey(hash(raw));
  const record = await getItem<OneTimeKeyRecord>(key, true);
  if (!record || record.purpose !== purpose || record.used || Date.parse(record.expiresAt) < Date.now())
    return undefined;
  const spend: Change = { op: 'update', key, expectedVersion: record.version, set: { used: true } };
  return { record, spend };
}

/**
 * Whether a key was mailed before `at` (ms): a reset link mailed before the password was last set is as dead as a
 * used one (ADR 0063 amended), so a leaked older mail cannot take the account back after its owner reset or changed
 * the password. A key is issued `KEY_VALID_MS` before it expires.
 */
export const issuedBefore = (record: Pick<OneTimeKeyRecord, 'expiresAt'>, at: number | undefined) =>
  at !== undefined && Date.parse(record.expiresAt) - KEY_VALID_MS < at;

/** A key of this purpose that was already spent (not expired out of the table): a link opened a second time. */
export async function findSpentKey(purpose: KeyPurpose, raw: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(raw)) return undefined;
  const record = await getItem<OneTimeKeyRecord>(keys.oneTimeKey(hash(raw)), true);
  return record && record.purpose === purpose && record.used ? record : undefined;
}
