import type * as z from 'zod';
import { boardStatement } from '../../pages/background/boardStatement';
import { bilingualOf, editionText, type TextLanguage } from '../../catalogue/bilingual';
import { AppError, Locked } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { retryOnConflict } from '../../infra/db/retry';
import { write, type Change } from '../../infra/db/write';
import { presignGet } from '../../infra/s3';
import { hongKongDate } from '../../lib/dates';
import { toSimplified } from '../../lib/simplified';
import { languageOf } from '../../schemas/common';
import { LinkToken } from '../../schemas/questionnaire';
import type { SignOffAnswer, SignOffOpenView } from '../../schemas/signOff';
import type { PageDataRecord } from '../pageData/records';
import { BOARD_LINK_LIMIT } from '../questionnaire/answer';
import { spendLinkToken, spendOnce } from '../linkThrottle';
import { InvalidLink, readNamedToken, tokenHash } from '../questionnaire/links';
import type { PeriodRecord, TenantRecord } from '../records';
import * as msg from '../../messages';
import { ownersAndSubmitter } from '../../calc/workflow/reminders';
import { remindNow } from './reminders';
import { administratorMails } from './signOffMails';
import type { SignOffDirector, SignOffRecord } from './signOffRecord';
import { PAGE_SCOPE, taskKey, type TaskRecord } from './tasks';

/** The draft's address lives this long: the director opens it from the page they just loaded. */
const DRAFT_URL_SECONDS = 15 * 60;

interface OpenSignOff {
  tenantId: string;
  yearEnd: string;
  record: SignOffRecord;
  director: SignOffDirector;
  tenant: TenantRecord;
}

/**
 * The sign-off a director's token opens, read consistently (docs/decisions/0113-board-sign-off.md). Malformed,
 * tampered (the named token's MAC, ADR 0059), another send's (a newer send gave new seeds), expired, already
 * answered (a replay), or ended (a director commented, or the board approved): all the same 404, after the same
 * work (constant-work refusal, ADR 0063): the token's opening and one read, of the sign-off it names (at a key no
 * item has when it names nothing). The company and the year are read only for a link that is still its director's:
 * an old genuine link is refused after the reads garbage gets, as a board member's is. A printed year's link opens
 * nothing either (423, nothing shown). A genuine link of a send a reopened page withdrew answers 409
 * `signOffWithdrawn`, nothing about the company either: its director learns the draft no longer holds and a new one
 * will come, and no answer is taken (ADR 0113).
 */
async function resolveSignOff(raw: string, now: Date): Promise<OpenSignOff> {
  const ref = LinkToken.safeParse(raw).success && raw.length > 43 ? readNamedToken(raw) : undefined;
  const { tenantId, yearEnd } = ref ?? { tenantId: '~', yearEnd: '~' };
  const record = await getItem<SignOffRecord>(keys.boardSignOff(tenantId, yearEnd), true);
  const director = record?.directors.find((d) => d.memberId === ref?.memberId);
  if (!ref || !record || !director || director.tokenHash !== tokenHash(raw)) throw InvalidLink();
  const withdrawn = record.status === 'withdrawn';
  if (!withdrawn && (record.status !== 'sent' || director.outcome !== 'sent' || director.decision)) throw InvalidLink();
  if (!withdrawn && record.expiresAt <= now.toISOString()) throw InvalidLink();
  const [tenant, period] = await Promise.all([
    getItem<TenantRecord>(keys.tenant(tenantId), true),
    getItem<PeriodRecord>(keys.period(tenantId, yearEnd), true),
  ]);
  if (!tenant || !period) throw InvalidLink();
  if (withdrawn) throw period.printed ? Locked() : Withdrawn();
  if (period.printed) throw Locked();
  return { tenantId, yearEnd, record, director, tenant };
}

const Withdrawn = () => new AppError(409, 'WITHDRAWN', msg.signOffWithdrawn);

/** The sign-off with one director changed (the record holds its directors in one list). */
const withDirector = (r: SignOffRecord, d: SignOffDirector) =>
  r.directors.map((x) => (x.memberId === d.memberId ? d : x));

/** The statement's three parts in every language: as typed (en, hk), Simplified from Traditional (ADR 0096). */
function statementOf(values: Record<string, unknown> | undefined, companyLang: TextLanguage) {
  const part = (id: string) => {
    const b = bilingualOf(values?.[id], companyLang);
    const text = (l: TextLanguage) => (b ? (editionText(b, l, toSimplified) ?? '') : '');
    return { en: text('en'), hk: text('hk'), cn: text('cn') };
  };
  return {
    boardOversight: part('boardOversight'),
    managementApproach: part('managementApproach'),
    progressReview: part('progressReview'),
  };
}

/**
 * GET /api/signoff/{id}: the director's page — the board statement and a short-lived address of the draft.
 * Each open spends a token of the director's bucket per client (the questionnaire's limit, ADR 0063; an item of its
 * own, so opens never touch the record the directors' answers are conditional on); the first open is recorded.
 */
export async function openSignOff(raw: string): Promise<SignOffOpenView> {
  const now = new Date();
  const first = await resolveSignOff(raw, now);
  await spendLinkToken(keys.boardSignOff(first.tenantId, first.yearEnd), BOARD_LINK_LIMIT, first.director.memberId);
  let tries = 0;
  const s = await retryOnConflict(
    async () => {
      const o = tries++ ? await resolveSignOff(raw, now) : first;
      if (o.director.openedAt) return o;
      const director = { ...o.director, openedAt: now.toISOString() };
      await write({
        tenantId: o.tenantId,
        action: 'workflow.signOffOpen',
        audited: false,
        changes: [signOffUpdate(o, { directors: withDirector(o.record, director) })],
      });
      return o;
    },
    6,
    25,
  );
  const page = await getItem<PageDataRecord>(keys.pageData(s.tenantId, s.yearEnd, boardStatement.key), true);
  const draftUrl = await presignGet(s.record.draftKey, {
    contentType: 'application/pdf',
    disposition: 'inline',
    expiresIn: DRAFT_URL_SECONDS,
  });
  return {
    company: { en: s.tenant.name, zh: s.tenant.nameZh ?? null },
    yearEnd: s.yearEnd,
    directorName: s.director.name,
    statement: statementOf(page?.values as Record<string, unknown> | undefined, languageOf(s.tenant.langKey)),
    draftUrl,
  };
}

const signOffUpdate = (o: OpenSignOff, set: Partial<SignOffRecord>): Change => ({
  op: 'update',
  key: keys.boardSignOff(o.tenantId, o.yearEnd),
  expectedVersion: o.record.version,
  set,
});

/**
 * POST /api/signoff: a director approves, or comments. The last director's approval records the board's
 * approval (the Hong Kong date and the directors who approved), which the report's frame prints and the lock
 * requires, and tells the company's administrators that the year can be locked (`administratorMails`, after the
 * write). A comment ends the send, returns the board statement page to the administrator with the director's words
 * as the return note and mails them to the company's administrators (`administratorMails`), and the page's owners and
 * submitter get the return mail as any return sends it (ADR 0114); after it is fixed and approved again, a new send
 * asks every director.
 * Either answer spends the link (a replay opens nothing).
 */
export async function answerSignOff(body: z.output<typeof SignOffAnswer>) {
  const now = new Date();
  const spend = spendOnce();
  let mailAnswer: (() => Promise<void>) | undefined;
  const answer = await retryOnConflict(
    async () => {
      const o = await resolveSignOff(body.id, now);
      const at = now.toISOString();
      await spend(() =>
        spendLinkToken(keys.boardSignOff(o.tenantId, o.yearEnd), BOARD_LINK_LIMIT, o.director.memberId),
      );
      const by = { userId: o.director.memberId, login: o.director.name };
      if (body.decision === 'approve') {
        const director: SignOffDirector = { ...o.director, decision: 'approved', answeredAt: at };
        const directors = withDirector(o.record, director);
        const mailed = directors.filter((d) => d.outcome === 'sent');
        const approved = mailed.every((d) => d.decision === 'approved');
        const approvedBy = mailed.map((d) => d.name);
        const mails = approved
          ? await administratorMails(o, { kind: 'approved', by: approvedBy }, now.getTime())
          : undefined;
        await write({
          tenantId: o.tenantId,
          yearEnd: o.yearEnd,
          action: approved ? 'workflow.boardApproved' : 'workflow.boardApprove',
          by,
          changes: [
            signOffUpdate(
              o,
              approved
                ? {
                    directors,
                    status: 'approved',
                    approvedOn: hongKongDate(now),
                    approvedBy,
                  }
                : { directors },
            ),
            ...(mails?.change ? [mails.change] : []),
          ],
          after: { director: director.name, ...(approved ? { approvedOn: hongKongDate(now) } : {}) },
        });
        mailAnswer = mails?.send;
        return { decision: 'approved' as const };
      }
      // The schema requires a comment's text when the decision is to comment.
      const comment = body.comment ?? '';
      const director: SignOffDirector = { ...o.director, decision: 'commented', comment, answeredAt: at };
      const mails = await administratorMails(o, { kind: 'comment', director: director.name, comment }, now.getTime());
      const statement = await returnStatement(o, comment, at);
      await write({
        tenantId: o.tenantId,
        yearEnd: o.yearEnd,
        action: 'workflow.boardComment',
        by,
        changes: [
          signOffUpdate(o, { directors: withDirector(o.record, director), status: 'returned' }),
          statement.change,
          ...(mails.change ? [mails.change] : []),
        ],
        after: { director: director.name, comment },
      });
      mailAnswer = async () => {
        await mails.send();
        await remindNow(o.tenantId, statement.told, ['returned']);
      };
      return { decision: 'commented' as const };
    },
    6,
    25,
  );
  await mailAnswer?.();
  return answer;
}

/**
 * The board statement page's task, returned with the director's comment as its note (ADR 0102's return), and who
 * the return mail tells: its owners and its submitter (ADR 0114).
 */
async function returnStatement(
  o: OpenSignOff,
  comment: string,
  at: string,
): Promise<{ change: Change; told: string[] }> {
  const key = taskKey(o.tenantId, o.yearEnd, boardStatement.key, PAGE_SCOPE);
  const task = await getItem<TaskRecord>(key, true);
  const note = { kind: 'returned' as const, text: comment, by: o.director.name, at };
  if (!task)
    return {
      change: {
        op: 'create',
        key,
        item: { pageKey: boardStatement.key, scope: PAGE_SCOPE, state: 'returned', owners: [], note },
      },
      told: [],
    };
  return {
    change: { op: 'update', key, expectedVersion: task.version, set: { state: 'returned', note } },
    told: ownersAndSubmitter(task),
  };
}
