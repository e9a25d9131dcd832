import { formatDate } from '../../lib/dates';
import { ulid } from 'ulid';
import { NotFound, Locked } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { appLink, sendMail } from '../../infra/email/send';
import { questionnaire } from '../../infra/email/templates';
import { drain, Feed } from '../../lib/flow';
import { languageOf, type Language } from '../../schemas/common';
import type { Membership } from '../membership';
import { reportingYear } from '../pageData/year';
import {
  boardMembersOf,
  isStakeholderLink,
  linkStateIn,
  namedBoardToken,
  newBoardSeed,
  questionnairePath,
  sendsOf,
  type LinkRecord,
} from './links';
import type { SendReply } from '../../schemas/questionnaire';
import { companyNameIn } from '../companyName';

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

export interface Target {
  member: { id: string; name: string; email: string };
  previous?: LinkRecord;
  /** When the member was last mailed (kept on the new link until its send's record says sent). */
  sentAt: string | null;
  sendId: string;
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
 * (`pending`, naming this send) before its mail leaves, so the link works as soon as it arrives;
 * links are written in growing batches while the mails of earlier ones go out (ADR 0052). After the
 * last mail one send record names who failed: everyone else of the send counts as sent from then on
 * (ADR 0059), and a crash before it leaves them pending, so the next send mails them. One member's
 * failed address fails only that member ('Failed to send e-mail'), the others are sent.
 */
export async function sendQuestionnaires(
  m: Membership,
  year: string,
  memberIds: readonly string[] | undefined,
  resend = false,
): Promise<SendReply> {
  const tenantId = m.actor.tenantId;
  const { chosen, targets, sendId } = await planSend(m, year, memberIds, resend);
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
  const language = languageOf(m.tenant?.langKey ?? 'en');
  const mail = {
    company: companyNameIn(m.tenant, language),
    language,
    year: formatDate(year),
  };
  await Promise.all([
    preparing,
    drain(ready, MAIL_CONCURRENCY, async (t) => {
      outcomes.push(await mailLink(t, mail));
    }),
  ]);
  // A refused link write stops the send: the members mailed before it are recorded, the rest keep
  // their links as they were, and the request answers the error (a retry mails only the rest).
  if (outcomes.length) await recordSend(tenantId, year, sendId, outcomes);
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
 * link went out already or who answered, each with a new seed and the token that names their link.
 * 423 for a printed year, 404 for a member not on the year's board.
 */
export async function planSend(m: Membership, year: string, memberIds: readonly string[] | undefined, resend: boolean) {
  const tenantId = m.actor.tenantId;
  // One round trip: the year's reads go out beside the check that the year is the company's and open.
  const [{ period }, members, links, sends] = await Promise.all([
    reportingYear(m, year),
    boardMembersOf(tenantId, year),
    queryAll<LinkRecord>(keys.questionnaireLinkPrefix(tenantId, year)),
    sendsOf(tenantId, year),
  ]);
  if (period.printed) throw Locked();
  const chosen = memberIds ? members.filter((b) => memberIds.includes(b.id)) : members;
  if (memberIds && chosen.length !== memberIds.length) throw NotFound();
  const linkOf = new Map(links.filter((l) => !isStakeholderLink(l)).map((l) => [l.memberId, l]));
  const stateOf = (l: LinkRecord) => linkStateIn(l, sends);
  const sendId = ulid();
  const targets: Target[] = chosen
    .filter((b) => {
      const l = linkOf.get(b.id);
      return !(l && (l.submittedAt || (stateOf(l).outcome === 'sent' && !resend)));
    })
    .map((member) => {
      const previous = linkOf.get(member.id);
      const seed = newBoardSeed();
      const token = namedBoardToken({ tenantId, yearEnd: year, memberId: member.id, seed });
      return { member, previous, sentAt: previous ? stateOf(previous).sentAt : null, sendId, seed, ...token };
    });
  return { chosen, targets, sendId };
}

/** The targets in link writes of growing sizes, each within a transaction's items. */
function linkWrites(targets: readonly Target[]): Target[][] {
  const parts: Target[][] = [];
  let part: Target[] = [];
  let items = 0;
  for (const t of targets) {
    const n = t.previous && !t.previous.named ? 2 : 1;
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
  const link = appLink(questionnairePath(t.raw), v.language);
  try {
    await sendMail(t.member.email, v.language, questionnaire, { name: t.member.name, ...v, link });
    return { t, outcome: 'sent', link };
  } catch {
    return { t, outcome: 'failed', link: null };
  }
}

/**
 * The send's record, after its last mail (ADR 0059): its links count as sent from now on, but for
 * the members it names as failed. One item for the whole send, whatever the members did with their
 * links meanwhile (it touches no link). No locked-year check: the mails went out whatever happened
 * to the year since (exported so a test can write it at a moment of its choosing).
 */
export async function recordSend(tenantId: string, year: string, sendId: string, outcomes: readonly Outcome[]) {
  const ids = (outcome: Outcome['outcome']) => outcomes.filter((o) => o.outcome === outcome).map((o) => o.t.member.id);
  const failed = ids('failed');
  await write({
    tenantId,
    action: 'questionnaire.send',
    changes: [
      {
        op: 'create',
        key: keys.questionnaireSend(tenantId, year, sendId),
        item: { sendId, at: new Date().toISOString(), failed },
      },
    ],
    entity: keys.materiality(tenantId, year),
    after: { sendId, sent: ids('sent'), failed },
  });
}

/**
 * A member's new link (new, or replacing their last one: its token stops working). Its token names
 * it, so there is no lookup item; a link sent before named tokens loses its lookup.
 */
function linkChanges(tenantId: string, year: string, t: Target): Change[] {
  const key = keys.questionnaireLink(tenantId, year, t.member.id);
  const fields = {
    memberId: t.member.id,
    seed: t.seed,
    named: true,
    sendId: t.sendId,
    tokenHash: t.hash,
    outcome: 'pending',
    sentAt: t.sentAt,
  };
  if (!t.previous) return [{ op: 'create', key, item: { ...fields, openedAt: null, submittedAt: null } }];
  const update: Change = { op: 'update', key, expectedVersion: t.previous.version, set: fields };
  return t.previous.named ? [update] : [update, { op: 'delete', key: keys.questionnaireToken(t.previous.tokenHash) }];
}
