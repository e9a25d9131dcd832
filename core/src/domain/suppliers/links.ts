import { randomBytes } from 'node:crypto';
import { Locked, AppError } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { appLink } from '../../infra/email/send';
import { linkSecret } from '../../infra/linkKey';
import { openSealedLink, sealLink, tokenHash } from '../../lib/sealedLink';
import type { PeriodRecord, TenantRecord } from '../records';
import type { SupplierRequestRecord } from './records';
import type { Language } from '../../schemas/common';
import * as msg from '../../messages';

/** Tokens of supplier requests are sealed for this purpose only: a board link opens no request, and back. */
const PURPOSE = 'supplier-link-ref';

export interface SupplierRef {
  tenantId: string;
  yearEnd: string;
  requestId: string;
  seed: string;
}

/** A request's link token (the same every time for one seed: a reminder mails the same link). */
export const supplierToken = (ref: SupplierRef) =>
  sealLink(linkSecret(), PURPOSE, [ref.tenantId, ref.yearEnd, ref.requestId, ref.seed]);

/** A new request's seed: 16 random bytes. */
export const newSupplierSeed = () => randomBytes(16).toString('base64url');

export const supplierPath = (raw: string) => `/supplier?id=${raw}`;
export const supplierLink = (ref: SupplierRef, language?: Language) =>
  appLink(supplierPath(supplierToken(ref).raw), language);

/**
 * Every refused link — malformed, tampered, sealed for something else, naming another company's request,
 * withdrawn, never delivered — gets this one answer, which tells nothing about what exists.
 */
export const InvalidSupplierLink = () => new AppError(404, 'NOT_FOUND', msg.questionnaireInvalid);

export interface OpenSupplierLink {
  ref: SupplierRef;
  request: SupplierRequestRecord;
  tenant: TenantRecord;
  period: PeriodRecord;
}

/** Keys no item has ('~' is no ULID and no year): a refusal reads what an opening reads (ADR 0063). */
const NOWHERE: SupplierRef = { tenantId: '~', yearEnd: '~', requestId: '~', seed: '~' };

const TOKEN = /^[A-Za-z0-9_-]{43,200}$/;

/**
 * The request a token opens, read consistently, with the same work whatever is wrong with the token (constant-work
 * refusal, ADR 0063): the token's opening and one read, of the request it names (at a key no item has when it names
 * nothing). The token alone names the company: the request must exist there, hold this token's hash (its seed) and
 * be neither withdrawn nor undelivered; only then are the company and the year read, so a withdrawn request's link
 * is refused after the reads garbage gets. A printed year's link answers 423 and shows nothing.
 */
export async function resolveSupplierLink(raw: string): Promise<OpenSupplierLink> {
  const parts = TOKEN.test(raw) ? openSealedLink(linkSecret(), PURPOSE, raw, 4) : undefined;
  const ref: SupplierRef = parts
    ? { tenantId: parts[0]!, yearEnd: parts[1]!, requestId: parts[2]!, seed: parts[3]! }
    : NOWHERE;
  const request = await getItem<SupplierRequestRecord>(
    keys.supplierRequest(ref.tenantId, ref.yearEnd, ref.requestId),
    true,
  );
  const genuine = parts && request && request.tokenHash === tokenHash(raw) && request.seed === ref.seed;
  if (!genuine || request.withdrawnAt || request.outcome === 'failed') throw InvalidSupplierLink();
  const [tenant, period] = await Promise.all([
    getItem<TenantRecord>(keys.tenant(ref.tenantId), true),
    getItem<PeriodRecord>(keys.period(ref.tenantId, ref.yearEnd), true),
  ]);
  if (!tenant || !period) throw InvalidSupplierLink();
  if (period.printed) throw Locked();
  return { ref, request, tenant, period };
}
