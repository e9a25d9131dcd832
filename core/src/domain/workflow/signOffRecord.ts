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
  /**
   * reopened: the board had approved, then a page was reopened — the approval ended with it; withdrawn: a page was
   * reopened while the send waited on the directors — the send ended with it, its links open only to say so (ADR 0113).
   */
  status: 'sent' | 'approved' | 'returned' | 'reopened' | 'withdrawn';
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

/**
 * The year's review round as read now (its version; 0 when none moved it yet), and the change that moves it on,
 * conditional on that read (ADR 0113, amended: a send and a reopening at once). A send reads it before it reads the
 * tasks, a reopening before it reads the sign-off: whichever of the two writes second was read before the other's
 * write, so its change fails (409 `conflict`) and it is tried again on what the year now is.
 */
export async function reviewRound(tenantId: string, yearEnd: string): Promise<Change> {
  const key = keys.reviewRound(tenantId, yearEnd);
  const read = await getItem<{ version: number }>(key, true);
  const at = new Date().toISOString();
  return read ? { op: 'update', key, expectedVersion: read.version, set: { at } } : { op: 'create', key, item: { at } };
}

/** What a reopening ended: the change, and for the audit entry what the board had (its approval's date, or the send's). */
export interface EndedSignOff {
  changes: Change[];
  /** The record's new status: `reopened` (an approval ended) or `withdrawn` (a waiting send ended). */
  status?: 'reopened' | 'withdrawn';
  boardApprovedOn?: string;
  boardSentAt?: string;
}

/**
 * A page reopened in a year the board approved, or sent to the board and still waiting on its directors, ends that
 * approval or that send in the reopening's own write, as a restatement ends it (ADR 0113 "the board reads the year as
 * it stands", ADR 0118): the directors approved, or were about to approve, figures that may now change, so the lock
 * asks for a new send (of a draft printed after the page's new approval) or an administrator's reason. A withdrawn
 * send keeps its directors and their answers (what happened), and its links answer that it was withdrawn.
 */
export async function signOffEndedByReopen(tenantId: string, yearEnd: string): Promise<EndedSignOff> {
  // The round first: a send that lands after this read fails the reopening's write, which is then tried again.
  const round = await reviewRound(tenantId, yearEnd);
  const r = await readSignOff(tenantId, yearEnd);
  const key = keys.boardSignOff(tenantId, yearEnd);
  if (r?.status === 'sent')
    return {
      changes: [round, { op: 'update', key, expectedVersion: r.version, set: { status: 'withdrawn' } }],
      status: 'withdrawn',
      boardSentAt: r.sentAt,
    };
  if (r?.status !== 'approved') return { changes: [round] };
  const change: Change = {
    op: 'update',
    key,
    expectedVersion: r.version,
    set: { status: 'reopened' },
    remove: ['approvedOn', 'approvedBy'],
  };
  return { changes: [round, change], status: 'reopened', boardApprovedOn: r.approvedOn };
}
