import { createHmac, randomBytes } from 'node:crypto';
import { openSealedLink, sealLink, tokenHash } from '../../lib/sealedLink';
import { boardCommittee } from '../../pages/background/boardCommittee';
import type { TableRow } from '../../catalogue/values';
import { AppError, Locked } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { appLink } from '../../infra/email/send';
import { getItem, queryAll } from '../../infra/db/repo';
import { linkSecret } from '../../infra/linkKey';
import type { PageDataRecord } from '../pageData/records';
import type { PeriodRecord, TenantRecord } from '../records';
import { LinkToken } from '../../schemas/questionnaire';
import { languageOf } from '../../schemas/common';
import type { BilingualText } from '../../catalogue/bilingual';
import { ownNames } from './ownText';
import type { Text3 } from './topics';
import * as msg from '../../messages';

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
  /** Board link: its token names it (namedBoardToken, ADR 0059), so no `QTOKEN#` lookup was written. */
  named?: boolean;
  /** Board link: the send that mailed it; until that send's record exists the link is `pending` (ADR 0059). */
  sendId?: string;
  /** Stakeholder link: its name ("Employees"). */
  /** A stakeholder link's name: one old string (the company's language) or its languages (ADR 0140). */
  name?: string | BilingualText;
  /** Links before ADR 0063: one token bucket for every client (no longer read). */
  bucket?: { tokens: number; at: number };
  /** Links before the buckets became items of their own (lib/linkBuckets.ts): the buckets per client (no longer read). */
  buckets?: Record<string, { tokens: number; at: number }>;
  tokenHash: string;
  /** As stored: `pending` while its send is under way (then derived: linkState); older links hold the outcome. */
  outcome: 'pending' | 'sent' | 'failed';
  /** When it was last mailed (a `pending` link: the one before, if any; linkState gives the current one). */
  sentAt: string | null;
  openedAt: string | null;
  submittedAt: string | null;
  version: number;
}

/**
 * One send request's record (`QSEND#<sendId>` in the year, ADR 0059), written after its last mail:
 * every link of that send counts as sent, except the members named in `failed`.
 */
export interface SendRecord {
  sendId: string;
  at: string;
  failed: string[];
}

export type LinkOutcome = LinkRecord['outcome'];

/**
 * A board link's send outcome and last mail time: the one place that reads them (board status, Copy
 * link, resend, the public page). A `pending` link of a send whose record exists is sent, or failed
 * when the record names the member; with no record (the send is under way, or crashed before its
 * record) it stays pending and the next send mails the member.
 */
export function linkState(
  link: Pick<LinkRecord, 'memberId' | 'outcome' | 'sentAt' | 'sendId'>,
  send: SendRecord | undefined,
): { outcome: LinkOutcome; sentAt: string | null } {
  if (link.outcome !== 'pending' || !link.sendId || !send || send.sendId !== link.sendId)
    return { outcome: link.outcome, sentAt: link.sentAt };
  return send.failed.includes(link.memberId)
    ? { outcome: 'failed', sentAt: link.sentAt }
    : { outcome: 'sent', sentAt: send.at };
}

/** The year's send records by id (one Query), for the lists that derive many links' state. */
export async function sendsOf(tenantId: string, yearEnd: string): Promise<Map<string, SendRecord>> {
  const sends = await queryAll<SendRecord>(keys.questionnaireSendPrefix(tenantId, yearEnd));
  return new Map(sends.map((s) => [s.sendId, s]));
}

/** linkState among the year's send records (sendsOf). */
export const linkStateIn = (link: LinkRecord, sends: ReadonlyMap<string, SendRecord>) =>
  linkState(link, link.sendId ? sends.get(link.sendId) : undefined);

/** One link's send record, if it is still waiting on one. */
const sendOf = (tenantId: string, yearEnd: string, link: LinkRecord) =>
  link.outcome === 'pending' && link.sendId
    ? getItem<SendRecord>(keys.questionnaireSend(tenantId, yearEnd, link.sendId), true)
    : Promise.resolve(undefined);

/** The global lookup (`QTOKEN#<hash>`): from a stakeholder's (or an older board) token to its tenant, year and link. */
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
  member: { name: string; email: string; names?: Text3; own?: BilingualText };
  tenant: TenantRecord;
  period: PeriodRecord;
}

export { tokenHash };

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

const linkKey = linkSecret;

function derivedToken(message: string) {
  const raw = createHmac('sha256', linkKey()).update(message).digest('base64url');
  return { raw, hash: tokenHash(raw) };
}

/** What a named board token holds: its link's key and the send's seed. */
export interface LinkRef {
  tenantId: string;
  yearEnd: string;
  memberId: string;
  seed: string;
}

const BOARD_LINK = 'board-link-ref';

/**
 * A board member's token that names its link (ADR 0059), so no lookup item is needed: tenant, year,
 * member and the send's random seed, sealed under `LinkKey` (lib/sealedLink.ts). The same link always
 * gives the same token ('Copy link'); a new seed (a resend) gives another, and the old one stops working.
 */
export const namedBoardToken = (ref: LinkRef) =>
  sealLink(linkKey(), BOARD_LINK, [ref.tenantId, ref.yearEnd, ref.memberId, ref.seed]);

/** The link a named token names, or undefined when it is not one (wrong length, tampered, another key). */
export function readNamedToken(raw: string): LinkRef | undefined {
  const parts = openSealedLink(linkKey(), BOARD_LINK, raw, 4);
  if (!parts) return undefined;
  const [tenantId, yearEnd, memberId, seed] = parts as [string, string, string, string];
  return { tenantId, yearEnd, memberId, seed };
}

/** A board link's address for 'Copy link' (links sent before seeds existed have none). */
export function boardLinkAddress(tenantId: string, yearEnd: string, link: LinkRecord): string | null {
  if (!link.seed) return null;
  const { raw } = link.named
    ? namedBoardToken({ tenantId, yearEnd, memberId: link.memberId, seed: link.seed })
    : boardToken(link.seed);
  return appLink(questionnairePath(raw));
}

export const questionnairePath = (raw: string) => `/questionnaire?id=${raw}`;

/**
 * Every broken link — malformed, unknown, tampered, replaced by a newer one, reset year gone, member
 * removed — gets this same answer, so nobody learns whether an id exists.
 */
export const InvalidLink = () => new AppError(404, 'NOT_FOUND', msg.questionnaireInvalid);

/**
 * A genuine link of a closed questionnaire (its year printed): 423 like every write to a locked year,
 * and nothing about the company, the member or the topics (ADR 0063).
 */
export const ClosedLink = Locked;

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
 * Where a token leads: a named board token (ADR 0059) names its link itself; a stakeholder's token
 * (and a board token sent before named ones) through its `QTOKEN#` lookup. Either way the request
 * names no company: the tenant is the one the key's holder sealed into the token, or the lookup's.
 */
async function lookUp(raw: string): Promise<TokenLookup | undefined> {
  // Opened whatever the length: the same decryption and MAC for every token (ADR 0063).
  const named = readNamedToken(raw);
  if (named && raw.length > 43) return { tenantId: named.tenantId, yearEnd: named.yearEnd, memberId: named.memberId };
  return raw.length === 43 ? getItem<TokenLookup>(keys.questionnaireToken(tokenHash(raw)), true) : undefined;
}

/**
 * Where an unknown token's read goes: a key no item has ('~' is no ULID and no year), so a refusal reads
 * what an opening reads first (ADR 0063).
 */
const NOWHERE: TokenLookup = { tenantId: '~', yearEnd: '~', memberId: '~' };

/**
 * The link a token opens, read consistently. A token the member's link no longer holds (a newer
 * link was sent, the member was reset), a link whose mail failed, or a member no longer on the year's board opens
 * nothing. Constant-work refusal (ADR 0063): whatever is wrong with a token — malformed, tampered, unknown, or
 * once genuine — the same work is done before it is refused: its hash, the named token's opening (decryption and
 * MAC, whatever its length), and one read, of the link's item (at a key no item has when the token leads nowhere);
 * only a link whose token it still is reads the company, the year and the board. So a refusal's time does not tell
 * an old genuine link from garbage: a reset member's link item is gone, as garbage's never was. Only the token's
 * length, which the caller chose, decides whether a `QTOKEN#` lookup comes first.
 */
export async function resolveLink(raw: string): Promise<OpenLink> {
  const wellFormed = LinkToken.safeParse(raw).success;
  const hash = tokenHash(raw);
  const lookup = wellFormed ? await lookUp(raw) : undefined;
  const { tenantId, yearEnd, memberId } = lookup ?? NOWHERE;
  const link = await getItem<LinkRecord>(keys.questionnaireLink(tenantId, yearEnd, memberId), true);
  if (!lookup || !link || link.tokenHash !== hash) throw InvalidLink();
  const stakeholder = lookup.kind === 'stakeholder' && isStakeholderLink(link);
  const [tenant, period, members, send] = await Promise.all([
    getItem<TenantRecord>(keys.tenant(tenantId), true),
    getItem<PeriodRecord>(keys.period(tenantId, yearEnd), true),
    stakeholder ? [] : boardMembersOf(tenantId, yearEnd),
    sendOf(tenantId, yearEnd, link),
  ]);
  const member = stakeholder
    ? { id: memberId, ...ownNames(link.name, languageOf(tenant?.langKey ?? 'en')), email: '' }
    : members.find((b) => b.id === memberId);
  if (!tenant || !period || !member) throw InvalidLink();
  if (linkState(link, send).outcome === 'failed') throw InvalidLink();
  if (period.printed) throw ClosedLink();
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
