import { formatDate } from '../../lib/dates';
import { ulid } from 'ulid';
import { AppError, Conflict, Locked } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { retryOnConflict } from '../../infra/db/retry';
import { write, type Change } from '../../infra/db/write';
import { appLink, sendMail } from '../../infra/email/send';
import { boardSignOff } from '../../infra/email/templates';
import { pool } from '../../lib/flow';
import { languageOf, type Language } from '../../schemas/common';
import type { SignOffView } from '../../schemas/signOff';
import { spendMail, withMailBudget } from '../mailBudget';
import type { Membership } from '../membership';
import { MAIL_CONCURRENCY } from '../questionnaire/send';
import { boardMembersOf, namedBoardToken, newBoardSeed } from '../questionnaire/links';
import type { ReportJobRecord } from '../reports/record';
import { yearVersion } from '../records';
import { readSignOff, reviewRound, type SignOffRecord } from './signOffRecord';
import { pendingTasks, yearFacts, type YearFacts } from './tasks';
import type { Message } from '../../messages';
import * as msg from '../../messages';
import { companyNameIn } from '../companyName';

export { readSignOff, type SignOffDirector, type SignOffRecord } from './signOffRecord';

/** How long a director's link opens: a board meets within a month of the papers going out (ADR 0113). */
export const SIGN_OFF_DAYS = 30;

export const signOffPath = (raw: string) => `/signoff?id=${raw}`;

export function signOffView(yearEnd: string, r: SignOffRecord | undefined, locked = false): SignOffView {
  if (!r) return { yearEnd, status: 'none', locked, directors: [] };
  return {
    yearEnd,
    status: r.status,
    locked,
    sentAt: r.sentAt,
    expiresAt: r.expiresAt,
    ...(r.approvedOn ? { approvedOn: r.approvedOn } : {}),
    directors: r.directors.map((d) => ({
      memberId: d.memberId,
      name: d.name,
      outcome: d.outcome,
      ...(d.decision ? { decision: d.decision, answeredAt: d.answeredAt } : {}),
      ...(d.comment ? { comment: d.comment } : {}),
    })),
  };
}

/** GET /api/workflow/{year}/signoff: the last send and each director's answer. */
export async function signOffStatus(m: Membership, yearEnd: string): Promise<SignOffView> {
  const facts = await yearFacts(m, yearEnd);
  return signOffView(yearEnd, await readSignOff(m.actor.tenantId, yearEnd), facts.year.period.printed);
}

const refuse = (message: Message, data?: unknown) => new AppError(409, 'TASK_STATE', message, data);

/**
 * The year's newest finished draft of its current version (ADR 0118) in the language the directors are mailed in,
 * the company's (ADR 0113): what they read and sign. Never another language's edition (nor a job that names no
 * language), a publication or assurance pack (their object is a zip), or a report of a version the year was restated
 * from.
 */
async function newestDraft(tenantId: string, yearEnd: string, version: number, language: Language) {
  const jobs = await queryAll<ReportJobRecord>(keys.reportJobPrefix(tenantId));
  return jobs
    .filter((j) => j.yearEnd === yearEnd && j.status === 'DONE' && !j.pack && !j.assurance && j.pdfKey)
    .filter((j) => j.edition !== 'final' && (j.yearVersion ?? 1) === version && j.lang === language)
    .sort((a, b) => (b.finishedAt ?? b.updatedAt).localeCompare(a.finishedAt ?? a.updatedAt))[0];
}

/**
 * When the year's answers last changed: its newest approval. An approved page takes no write (ADR 0102), so every
 * edit precedes its page's approval, and a draft generated before it may not print what the pages now say.
 */
const lastApproval = (facts: YearFacts) =>
  [...facts.tasks.values()].reduce((last, t) => (t.approvedAt && t.approvedAt > last ? t.approvedAt : last), '');

/**
 * POST /api/workflow/{year}/signoff: once every page of the year is approved, mails each director on the board
 * committee page a personal link to the board statement and the newest draft report (ADR 0113). The links are
 * the questionnaire's named tokens (ADR 0059) under new seeds, so a new send kills the last one's links. The
 * send is stored before its mails leave (a link works as soon as it arrives); the mails count against the
 * company's mail budget (ADR 0023) in the same write. A director whose mail fails is marked so and does not hold
 * up the approval of the others; the administrator sends again once the address is corrected.
 */
export async function sendSignOff(m: Membership, yearEnd: string): Promise<SignOffView> {
  const tenantId = m.actor.tenantId;
  // The round before the tasks: a page reopened after this read fails the send's write (ADR 0113, amended).
  const round = await reviewRound(tenantId, yearEnd);
  const [facts, members, previous] = await Promise.all([
    yearFacts(m, yearEnd),
    boardMembersOf(tenantId, yearEnd),
    readSignOff(tenantId, yearEnd),
  ]);
  if (facts.year.period.printed) throw Locked();
  const language = languageOf(m.tenant?.langKey ?? 'en');
  const draft = await newestDraft(tenantId, yearEnd, yearVersion(facts.year.period), language);
  const pending = pendingTasks(facts);
  if (pending.length) throw refuse(msg.signOffNotReady, { pending });
  if (previous?.status === 'approved') throw refuse(msg.signOffDone);
  const directors = members.filter((b) => b.email.trim() !== '');
  if (!directors.length) throw refuse(msg.signOffNoDirectors);
  if (!draft?.pdfKey) throw refuse(msg.signOffNoDraft);
  if (draft.createdAt < lastApproval(facts)) throw refuse(msg.signOffStaleDraft);

  const now = new Date();
  const links = directors.map((b) => {
    const seed = newBoardSeed();
    const token = namedBoardToken({ tenantId, yearEnd, memberId: b.id, seed });
    return { b, seed, token };
  });
  const record: Omit<SignOffRecord, 'version'> = {
    round: ulid(),
    status: 'sent',
    sentAt: now.toISOString(),
    sentBy: m.actor.login,
    expiresAt: new Date(now.getTime() + SIGN_OFF_DAYS * 86_400_000).toISOString(),
    draftKey: draft.pdfKey,
    directors: links.map(({ b, seed, token }) => ({
      memberId: b.id,
      name: b.name,
      seed,
      tokenHash: token.hash,
      outcome: 'sent',
    })),
  };
  const key = keys.boardSignOff(tenantId, yearEnd);
  const stored: Change = previous
    ? { op: 'update', key, expectedVersion: previous.version, set: { ...record, approvedOn: null, approvedBy: null } }
    : { op: 'create', key, item: record };
  await withMailBudget(async () =>
    write({
      tenantId,
      yearEnd,
      action: 'workflow.signOffSend',
      changes: [stored, round, await spendMail(tenantId, now.getTime(), directors.length)],
      after: { directors: directors.map((b) => b.name), draft: draft.id },
    }),
  ).catch((err: unknown) => {
    // A page reopened (or another send) since the year was read: nothing is mailed; the administrator sends again.
    throw err instanceof AppError && err.messageKey === 'conflict' ? Conflict() : err;
  });

  const company = companyNameIn(m.tenant, language);
  const failed = (
    await pool(links, MAIL_CONCURRENCY, async ({ b, token }) => {
      const link = appLink(signOffPath(token.raw), language);
      return sendMail(b.email, language, boardSignOff, { name: b.name, company, year: formatDate(yearEnd), link }).then(
        () => undefined,
        () => b.id,
      );
    })
  ).filter((id): id is string => id !== undefined);
  if (failed.length) await markFailed(tenantId, yearEnd, record.round, failed);
  return signOffView(yearEnd, await readSignOff(tenantId, yearEnd));
}

/** The directors whose mail failed, on the send that mailed them (a newer send leaves it alone). */
async function markFailed(tenantId: string, yearEnd: string, round: string, failed: readonly string[]) {
  await retryOnConflict(async () => {
    const r = await readSignOff(tenantId, yearEnd);
    if (!r || r.round !== round) return;
    await write({
      tenantId,
      action: 'workflow.signOffFailed',
      changes: [
        {
          op: 'update',
          key: keys.boardSignOff(tenantId, yearEnd),
          expectedVersion: r.version,
          set: {
            directors: r.directors.map((d) => (failed.includes(d.memberId) ? { ...d, outcome: 'failed' as const } : d)),
          },
        },
      ],
      after: { failed },
    });
  });
}
