import { createHash, createHmac, randomBytes } from 'node:crypto';
import { boardCommittee } from '../../catalogue/pages/background/boardCommittee';
import type { TableRow } from '../../catalogue/values';
import { AppError } from '../../errors';
import { keys } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';
import { Resource } from '../../infra/resources';
import type { PageDataRecord } from '../pageData/records';
import type { PeriodRecord, TenantRecord } from '../records';
import { LinkToken } from './schemas';

/**
 * A questionnaire link for a year (`T#<t>#Y#<y>` / `QLINK#<id>`): a board member's (personal, by member
 * id; no token, only its hash) or a stakeholder group's (`kind: 'stakeholder'`, shared by many, by the
 * link's own id in `memberId`; no token either: its token is derived from the id with the `LinkKey`
 * secret whenever the list shows it, ADR 0051).
 */
export interface LinkRecord {
  memberId: string;
  kind?: 'stakeholder';
  /** Board link: the random seed its token is derived from (boardToken); links sent before it have none. */
  seed?: string;
  /** Stakeholder link: its name ("Employees"). */
  name?: string;
  /** Stakeholder link: the answers' token bucket (ADR 0051), so one shared link cannot be flooded. */
  bucket?: { tokens: number; at: number };
  tokenHash: string;
  outcome: 'pending' | 'sent' | 'failed';
  sentAt: string | null;
  openedAt: string | null;
  submittedAt: string | null;
  version: number;
}

/** The global lookup (`QTOKEN#<hash>`): the only way from a token to its tenant, year and member. */
export interface TokenLookup {
  tenantId: string;
  yearEnd: string;
  memberId: string;
  kind?: 'stakeholder';
}

export const isStakeholderLink = (l: Pick<LinkRecord, 'kind'>) => l.kind === 'stakeholder';

/** Where a link leads, once every check passed (a stakeholder link's "member" is its group name). */
export interface OpenLink extends TokenLookup {
  respondent: 'board' | 'stakeholder';
  link: LinkRecord;
  member: { name: string; email: string };
  tenant: TenantRecord;
  period: PeriodRecord;
}

export const tokenHash = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** 32 random bytes (256 bits; ADR 0030): the raw value goes into the e-mail only. */
export function newToken() {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: tokenHash(raw) };
}

/**
 * A stakeholder link's token: HMAC-SHA256 of its random id under the `LinkKey` secret (256 bits). The
 * list can show the shareable address again at any time while the table holds only its hash, like a
 * board member's; without the key, an id read from the table gives no token (ADR 0051).
 */
export const stakeholderToken = (linkId: string) => derivedToken(`stakeholder-link:${linkId}`);

/**
 * A board member's token: the same derivation from a random seed made at each send (`seed` on the link
 * item; a resend makes a new one, so the old link dies). The board list can offer 'Copy link' at any
 * time; the table holds the seed and the hash, never the token (ADR 0030, 0051).
 */
export const boardToken = (seed: string) => derivedToken(`board-link:${seed}`);

/** A new board seed: 16 random bytes. */
export const newBoardSeed = () => randomBytes(16).toString('base64url');

function derivedToken(message: string) {
  const raw = createHmac('sha256', Buffer.from(Resource.LinkKey.value, 'base64')).update(message).digest('base64url');
  return { raw, hash: tokenHash(raw) };
}

export const questionnairePath = (raw: string) => `/questionnaire?id=${raw}`;

/**
 * Every broken link — malformed, unknown, tampered, replaced by a newer one, reset year gone, member
 * removed — gets this same answer, so nobody learns whether an id exists.
 */
export const InvalidLink = () => new AppError(404, 'NOT_FOUND', 'questionnaireInvalid');

/** The board members of a year as stored on the board committee page (with their stable ids). */
export async function boardMembersOf(tenantId: string, yearEnd: string) {
  const page = await getItem<PageDataRecord>(keys.pageData(tenantId, yearEnd, boardCommittee.key), true);
  const rows = ((page?.values as { members?: TableRow[] } | undefined)?.members ?? []) as TableRow[];
  return rows.flatMap((r) =>
    typeof r.memberId === 'string' && r.memberId !== ''
      ? [{ id: r.memberId, name: String(r.name ?? ''), email: String(r.email ?? '') }]
      : [],
  );
}

/**
 * The link a token opens, read consistently. The tenant comes from the lookup item only: the
 * request names no company. A token the member's link no longer holds (a newer link was sent) or
 * a member no longer on the year's board opens nothing.
 */
export async function resolveLink(raw: string): Promise<OpenLink> {
  if (!LinkToken.safeParse(raw).success) throw InvalidLink();
  const hash = tokenHash(raw);
  const lookup = await getItem<TokenLookup>(keys.questionnaireToken(hash), true);
  if (!lookup) throw InvalidLink();
  const { tenantId, yearEnd, memberId } = lookup;
  const stakeholder = lookup.kind === 'stakeholder';
  const [link, tenant, period, members] = await Promise.all([
    getItem<LinkRecord>(keys.questionnaireLink(tenantId, yearEnd, memberId), true),
    getItem<TenantRecord>(keys.tenant(tenantId), true),
    getItem<PeriodRecord>(keys.period(tenantId, yearEnd), true),
    stakeholder ? [] : boardMembersOf(tenantId, yearEnd),
  ]);
  const member =
    stakeholder && link && isStakeholderLink(link)
      ? { id: memberId, name: link.name ?? '', email: '' }
      : members.find((b) => b.id === memberId);
  if (!link || link.tokenHash !== hash || link.outcome === 'failed' || !tenant || !period || !member)
    throw InvalidLink();
  return {
    tenantId,
    yearEnd,
    memberId,
    respondent: stakeholder ? 'stakeholder' : 'board',
    link,
    member,
    tenant,
    period,
  };
}
