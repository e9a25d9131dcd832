import type { Language } from '../../schemas/common';
import type { SupplierFigures, SupplierStatus } from '../../schemas/suppliers';

/**
 * A supplier data request (`SUPPLIERREQ#<id>` in its year, ADR 0119). Its link's token is sealed from
 * tenant, year, id and `seed` (lib/sealedLink.ts) and never stored: only its hash. Reminders mail the
 * same link again; a withdrawn request's link opens nothing.
 */
export interface SupplierRequestRecord {
  requestId: string;
  supplierName: string;
  contactName: string;
  email: string;
  language: Language;
  dueDate: string;
  seed: string;
  tokenHash: string;
  /** `failed`: the first mail could not be sent, so the link was never delivered and opens nothing. */
  outcome: 'sent' | 'failed';
  sentAt: string | null;
  openedAt: string | null;
  submittedAt: string | null;
  withdrawnAt: string | null;
  reminders: number;
  remindedAt: string | null;
  answer?: SupplierFigures;
  version: number;
}

/**
 * A request's status for the company (`today` in Hong Kong): withdrawn, failed and submitted as recorded;
 * an unanswered one past its due day is overdue; else opened once the link was opened, or sent.
 */
export function supplierStatus(
  r: Pick<SupplierRequestRecord, 'withdrawnAt' | 'outcome' | 'submittedAt' | 'dueDate' | 'openedAt'>,
  today: string,
): SupplierStatus {
  if (r.withdrawnAt) return 'withdrawn';
  if (r.submittedAt) return 'submitted';
  if (r.outcome === 'failed') return 'failed';
  if (r.dueDate < today) return 'overdue';
  return r.openedAt ? 'opened' : 'sent';
}
