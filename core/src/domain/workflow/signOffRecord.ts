import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import type { Change } from '../../infra/db/write';

/** A director of one send: the link's hash and seed (never its token), the mail's outcome and the answer. */
export interface SignOffDirector {
  memberId: string;
  name: string;
  seed: string;
  tokenHash: string;
  outcome: 'sent' | 'failed';
  decision?: 'approved' | 'commented';
  comment?: string;
  answeredAt?: string;
  openedAt?: string;
}

/** The year's sign-off (`FLOWSIGN`, docs/decisions/0113-board-sign-off.md): the last send only. */
export interface SignOffRecord {
  round: string;
  /** reopened: the board had approved, then a page was reopened — the approval ended with it (ADR 0113). */
  status: 'sent' | 'approved' | 'returned' | 'reopened';
  sentAt: string;
  sentBy: string;
  expiresAt: string;
  /** The draft the directors read: the newest finished report of the year when the send went out. */
  draftKey: string;
  directors: SignOffDirector[];
  /** The Hong Kong date of the last director's approval, and who approved. */
  approvedOn?: string;
  approvedBy?: string[];
  version: number;
}

export const readSignOff = (tenantId: string, yearEnd: string) =>
  getItem<SignOffRecord>(keys.boardSignOff(tenantId, yearEnd), true);

export interface EndedApproval {
  changes: Change[];
  boardApprovedOn?: string;
}

/**
 * A page reopened in a year the board approved ends that approval in the reopening's own write, as a restatement
 * ends it (ADR 0113 "the board reads the year as it stands", ADR 0118): the directors approved figures that may now
 * change, so the lock asks for a new send (of a draft printed after the page's new approval) or an administrator's
 * reason. What it ended: the change, and the date the board had approved, for the audit entry.
 */
export async function approvalEndedByReopen(tenantId: string, yearEnd: string): Promise<EndedApproval> {
  const r = await readSignOff(tenantId, yearEnd);
  if (r?.status !== 'approved') return { changes: [] };
  const change: Change = {
    op: 'update',
    key: keys.boardSignOff(tenantId, yearEnd),
    expectedVersion: r.version,
    set: { status: 'reopened' },
    remove: ['approvedOn', 'approvedBy'],
  };
  return { changes: [change], boardApprovedOn: r.approvedOn };
}
