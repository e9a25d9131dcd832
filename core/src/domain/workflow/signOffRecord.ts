import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';

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
  status: 'sent' | 'approved' | 'returned';
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
