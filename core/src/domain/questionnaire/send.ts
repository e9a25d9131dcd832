import { AppError, NotFound, Locked } from '../../errors';
import { keys } from '../../infra/db/keys';
import { getItem, queryAll } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { appLink, sendMail } from '../../infra/email/send';
import { drain, Feed, groupCommit } from '../../lib/flow';
import { languageOf, type Language } from '../../schemas/common';
import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import {
  boardMembersOf,
  boardToken,
  isStakeholderLink,
  newBoardSeed,
  questionnairePath,
  type LinkRecord,
} from './links';
import type { SendReply } from './schemas';

/** Mails in flight at once: SES's default send rate is 14/s; a few at a time keeps a board of 100 quick. */
export const MAIL_CONCURRENCY = 8;
/**
 * Members per link write: the first write is one pool's worth, so mails start after one small
 * transaction; each next one doubles while the mails of the previous ones go out. DynamoDB Local
 * commits one transaction at a time and each costs about as much as 40 items, so fewer, larger
 * writes are quicker overall (docs/bench.md).
 */
const LINK_WRITES = [MAIL_CONCURRENCY, 2 * MAIL_CONCURRENCY, 4 * MAIL_CONCURRENCY];
/** Items a transaction may hold (DynamoDB: 100), less the locked-year check and the audit item. */
const ITEMS_PER_WRITE = 98;
/** Outcome updates per transaction (one item each, plus the audit item). */
const OUTCOMES_PER_WRITE = 99;
/** Outcomes worth a transaction of their own before the last mail: fewer transactions, less DynamoDB work. */
const OUTCOMES_AT_LEAST = 4 * MAIL_CONCURRENCY;

export interface Target {
  member: { id: string; name: string; email: string };
  previous?: LinkRecord;
  seed: string;
  raw: string;
  hash: string;
}

export interface Outcome {
  t: Target;
  outcome: 'sent' | 'failed';
  link: string | null;
}

/**
 * Sends the questionnaire to some of the year's board members (all of them: `memberIds` undefined).
 * A member whose link went out already is not mailed again (a retried request sends no duplicate),
 * unless `resend` asks for a new link (the old one stops working). Each member's link is stored
 * (`pending`) before its mail leaves, so the link works as soon as it arrives and a crash leaves
 * nobody looking sent; the outcome (sent / failed) is recorded after the mail. The three stages
 * overlap (ADR 0052): links are written in growing batches while the mails of earlier ones go
 * out, and outcomes are written in batches as the mails finish. One member's failed address fails
 * only that member ('Failed to send e-mail'), the others are sent.
 */
export async function sendQuestionnaires(
  m: Membership,
  year: string,
  memberIds: readonly string[] | undefined,
  resend = false,
): Promise<SendReply> {
  const tenantId = m.actor.tenantId;
  const { chosen, targets } = await planSend(m, year, memberIds, resend);
  const ready = new Feed<Target>();
  const outcomes: Outcome[] = [];
  let refused: { error: unknown } | undefined;
  const preparing = (async () => {
    try {
      for (const part of linkWrites(targets)) {
        await prepareLinks(tenantId, year, part);
        ready.push(...part);
      }
    } catch (error) {
      refused = { error };
    } finally {
      ready.close();
    }
  })();
  // Outcomes wait for the link writes: the mails wait for those, the outcomes only hold the reply.
  const recorder = groupCommit(
    { max: OUTCOMES_PER_WRITE, min: OUTCOMES_AT_LEAST, after: preparing },
    (part: Outcome[]) => recordOutcomes(tenantId, year, part),
  );
  const mail = { company: m.tenant?.name ?? '', language: languageOf(m.tenant?.langKey ?? 'en'), year };
  await Promise.all([
    preparing,
    drain(ready, MAIL_CONCURRENCY, async (t) => {
      const o = await mailLink(t, mail);
      outcomes.push(o);
      recorder.add(o);
    }),
  ]);
  await recorder.done();
  // A refused link write stops the send: the members mailed before it are recorded, the rest keep
  // their links as they were, and the request answers the error (a retry mails only the rest).
  if (refused) throw refused.error;

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

/**
 * Who a send mails: the chosen members (all of the year's: `memberIds` undefined) less those whose
 * link went out already or who answered, each with a new token. 423 for a printed year, 404 for a
 * member not on the year's board.
 */
export async function planSend(m: Membership, year: string, memberIds: readonly string[] | undefined, resend: boolean) {
  const tenantId = m.actor.tenantId;
  const { period } = await reportingYear(m, year);
  if (period.printed) throw Locked();
  const [members, links] = await Promise.all([
    boardMembersOf(tenantId, year),
    queryAll<LinkRecord>(keys.questionnaireLinkPrefix(tenantId, year)),
  ]);
  const chosen = memberIds ? members.filter((b) => memberIds.includes(b.id)) : members;
  if (memberIds && chosen.length !== memberIds.length) throw NotFound();
  const linkOf = new Map(links.filter((l) => !isStakeholderLink(l)).map((l) => [l.memberId, l]));
  const targets: Target[] = chosen
    .filter((b) => {
      const l = linkOf.get(b.id);
      return !(l && (l.submittedAt || (l.outcome === 'sent' && !resend)));
    })
    .map((member) => {
      const seed = newBoardSeed();
      return { member, previous: linkOf.get(member.id), seed, ...boardToken(seed) };
    });
  return { chosen, targets };
}

/** The targets in link writes of growing sizes, each within a transaction's items. */
function linkWrites(targets: readonly Target[]): Target[][] {
  const parts: Target[][] = [];
  let part: Target[] = [];
  let items = 0;
  for (const t of targets) {
    const n = t.previous ? 3 : 2;
    if (part.length && (part.length >= (LINK_WRITES[parts.length] ?? Infinity) || items + n > ITEMS_PER_WRITE)) {
      parts.push(part);
      part = [];
      items = 0;
    }
    part.push(t);
    items += n;
  }
  if (part.length) parts.push(part);
  return parts;
}

/**
 * Stores new links, `pending`, in one transaction with the locked-year check (the first stage of a
 * send; exported so a test can stop a send right after it, as a crash would).
 */
export async function prepareLinks(tenantId: string, year: string, part: readonly Target[]) {
  await write({
    tenantId,
    yearEnd: year,
    action: 'questionnaire.link',
    changes: part.flatMap((t) => linkChanges(tenantId, year, t)),
    after: { members: part.map((t) => t.member.id) },
  });
}

async function mailLink(t: Target, v: { company: string; language: Language; year: string }): Promise<Outcome> {
  const link = appLink(questionnairePath(t.raw));
  try {
    await sendMail(t.member.email, v.language, 'questionnaire', { name: t.member.name, ...v, link });
    return { t, outcome: 'sent', link };
  } catch {
    return { t, outcome: 'failed', link: null };
  }
}

/**
 * Records what happened to mails that left. No locked-year check: the mails went out whatever
 * happened to the year since, and the outcome writes then touch no item the link writes running
 * beside them touch (DynamoDB refuses transactions that share an item at the same instant). A member
 * may open (even answer) their link between its mail and this write, which moves their item's
 * version on: the items are read again and the outcomes written on top (exported for that test).
 */
export async function recordOutcomes(tenantId: string, year: string, part: readonly Outcome[], tries = 3) {
  const now = new Date().toISOString();
  let left = part.map((o) => ({ o, version: (o.t.previous?.version ?? 0) + 1 }));
  for (let attempt = 1; left.length; attempt++) {
    try {
      await write({
        tenantId,
        action: 'questionnaire.send',
        changes: left.map(({ o: { t, outcome }, version }) => ({
          op: 'update',
          key: keys.questionnaireLink(tenantId, year, t.member.id),
          expectedVersion: version,
          set: { outcome, sentAt: outcome === 'sent' ? now : (t.previous?.sentAt ?? null) },
        })),
        entity: keys.materiality(tenantId, year),
        after: {
          sent: left.filter(({ o }) => o.outcome === 'sent').map(({ o }) => o.t.member.id),
          failed: left.filter(({ o }) => o.outcome === 'failed').map(({ o }) => o.t.member.id),
        },
      });
      return;
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'CONFLICT') || attempt >= tries) throw err;
      const current = await Promise.all(
        left.map(({ o }) => getItem<LinkRecord>(keys.questionnaireLink(tenantId, year, o.t.member.id), true)),
      );
      // A link a newer send replaced is that send's to record.
      left = left.flatMap(({ o }, i) => {
        const link = current[i];
        return link?.tokenHash === o.t.hash ? [{ o, version: link.version }] : [];
      });
    }
  }
}

/** A member's new link: the link item (new or replaced), the token's lookup, and the old token's lookup gone. */
function linkChanges(tenantId: string, year: string, t: Target): Change[] {
  const key = keys.questionnaireLink(tenantId, year, t.member.id);
  const fields = { memberId: t.member.id, seed: t.seed, tokenHash: t.hash, outcome: 'pending' };
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
