import { Locked, NotFound } from '../../errors';
import { keys } from '../../infra/db/keys';
import { queryAll } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { appLink, sendMail } from '../../infra/email/send';
import { languageOf } from '../../schemas/common';
import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import { boardMembersOf, newToken, questionnairePath, type LinkRecord } from './links';
import type { SendReply } from './schemas';

/** Members per transaction: three items each (link, new lookup, old lookup) plus the lock check and audit. */
const MEMBERS_PER_WRITE = 30;
/** Outcome updates per transaction (one item each). */
const OUTCOMES_PER_WRITE = 90;
/** Mails in flight at once: SES's default send rate is 14/s; a few at a time keeps a board of 100 quick. */
const MAIL_CONCURRENCY = 8;

const chunks = <T>(xs: readonly T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

async function pool<T, R>(xs: readonly T[], n: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(xs.length);
  let next = 0;
  const worker = async () => {
    while (next < xs.length) {
      const i = next++;
      out[i] = await fn(xs[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, xs.length) }, worker));
  return out;
}

interface Target {
  member: { id: string; name: string; email: string };
  previous?: LinkRecord;
  raw: string;
  hash: string;
}

/**
 * Sends the questionnaire to some of the year's board members (all of them: `memberIds` undefined).
 * A member whose link went out already is not mailed again (a retried request sends no duplicate),
 * unless `resend` asks for a new link (the old one stops working). Each member's link is stored
 * before its mail leaves, so the link works as soon as it arrives; one member's failed address
 * fails only that member ('Failed to send e-mail'), the others are sent.
 */
export async function sendQuestionnaires(
  m: Membership,
  year: string,
  memberIds: readonly string[] | undefined,
  resend = false,
): Promise<SendReply> {
  const tenantId = m.actor.tenantId;
  const { period } = await reportingYear(m, year);
  if (period.printed) throw Locked();
  const [members, links] = await Promise.all([
    boardMembersOf(tenantId, year),
    queryAll<LinkRecord>(keys.questionnaireLinkPrefix(tenantId, year)),
  ]);
  const chosen = memberIds ? members.filter((b) => memberIds.includes(b.id)) : members;
  if (memberIds && chosen.length !== memberIds.length) throw NotFound();
  const linkOf = new Map(links.map((l) => [l.memberId, l]));
  const already = chosen.filter((b) => {
    const l = linkOf.get(b.id);
    return l && (l.submittedAt || (l.outcome === 'sent' && !resend));
  });
  const targets: Target[] = chosen
    .filter((b) => !already.includes(b))
    .map((member) => ({ member, previous: linkOf.get(member.id), ...newToken() }));

  // Transactions of different members touch different items: they go side by side.
  await Promise.all(
    chunks(targets, MEMBERS_PER_WRITE).map((part) =>
      write({
        tenantId,
        yearEnd: year,
        action: 'questionnaire.link',
        changes: part.flatMap((t) => linkChanges(tenantId, year, t)),
        after: { members: part.map((t) => t.member.id) },
      }),
    ),
  );

  const company = m.tenant?.name ?? '';
  const language = languageOf(m.tenant?.langKey ?? 'en');
  const outcomes = await pool(targets, MAIL_CONCURRENCY, async (t) => {
    const link = appLink(questionnairePath(t.raw));
    try {
      await sendMail(t.member.email, language, 'questionnaire', { name: t.member.name, company, year, link });
      return { t, outcome: 'sent' as const, link };
    } catch {
      return { t, outcome: 'failed' as const, link: null };
    }
  });

  const now = new Date().toISOString();
  await Promise.all(
    chunks(outcomes, OUTCOMES_PER_WRITE).map((part) =>
      write({
        tenantId,
        yearEnd: year,
        action: 'questionnaire.send',
        changes: part.map(({ t, outcome }) => ({
          op: 'update',
          key: keys.questionnaireLink(tenantId, year, t.member.id),
          expectedVersion: (t.previous?.version ?? 0) + 1,
          set: { outcome, sentAt: outcome === 'sent' ? now : (t.previous?.sentAt ?? null) },
        })),
        entity: keys.materiality(tenantId, year),
        after: {
          sent: part.filter((o) => o.outcome === 'sent').map((o) => o.t.member.id),
          failed: part.filter((o) => o.outcome === 'failed').map((o) => o.t.member.id),
        },
      }),
    ),
  );

  const byId = new Map(outcomes.map((o) => [o.t.member.id, o]));
  return {
    yearEnd: year,
    results: chosen.map((b) => {
      const o = byId.get(b.id);
      return {
        memberId: b.id,
        name: b.name,
        email: b.email,
        outcome: o?.outcome ?? 'alreadySent',
        link: o?.link ?? null,
      };
    }),
  };
}

/** A member's new link: the link item (new or replaced), the token's lookup, and the old token's lookup gone. */
function linkChanges(tenantId: string, year: string, t: Target): Change[] {
  const key = keys.questionnaireLink(tenantId, year, t.member.id);
  const fields = { memberId: t.member.id, tokenHash: t.hash, outcome: 'pending' };
  const lookup: Change = {
    op: 'put',
    key: keys.questionnaireToken(t.hash),
    item: { tenantId, yearEnd: year, memberId: t.member.id },
  };
  if (!t.previous)
    return [{ op: 'create', key, item: { ...fields, sentAt: null, openedAt: null, submittedAt: null } }, lookup];
  return [
    { op: 'update', key, expectedVersion: t.previous.version, set: fields },
    lookup,
    { op: 'delete', key: keys.questionnaireToken(t.previous.tokenHash) },
  ];
}
