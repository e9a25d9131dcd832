import type * as z from 'zod';
import { ulid } from 'ulid';
import { AppError, ValidationError, type FieldIssue } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { retryOnConflict } from '../../infra/db/retry';
import { write, type Change } from '../../infra/db/write';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import { SUBMITTED } from '../background/board';
import { InvalidLink, resolveLink, type OpenLink } from './links';
import type { QuestionnaireSubmit, QuestionnaireView, TopicScore } from '../../schemas/questionnaire';
import { spendLinkToken, spendOnce } from '../linkThrottle';
import { STAKEHOLDER_LINK_LIMIT } from './stakeholders';
import { DEFAULT_THRESHOLD, readMateriality, topicView, topicsOf } from './store';
import { languageOf } from '../../schemas/common';
import { toSimplified } from '../../lib/simplified';
import { ownText3 } from './ownText';
import * as msg from '../../messages';

/** A member's submitted form (`BOARDFORM#<member>`): status 3 and the scores per topic. */
export interface BoardFormRecord {
  memberId: string;
  status: number;
  scores: Record<string, TopicScore>;
  submittedAt: string;
  version: number;
}

const Submitted = () => new AppError(409, 'SUBMITTED', msg.questionnaireSubmitted);

/** A board member's form; a stakeholder link takes many answers, so it never has "the" form. */
const formOf = async (l: OpenLink) =>
  l.respondent === 'stakeholder'
    ? undefined
    : getItem<BoardFormRecord>(keys.boardSubmission(l.tenantId, l.yearEnd, l.memberId), true);

async function topicsFor(l: OpenLink) {
  const record = await readMateriality(l.tenantId, l.yearEnd);
  return { record, topics: topicsOf(record, ruleSetFor(l.period.financialYearStartDate)) };
}

/**
 * A board member's link (ADR 0030, 0063): a token bucket per client, 20 at once then 10 a minute, spent by each open
 * and the submit (its own item beside the link's, lib/linkBuckets.ts). A member opens the form a few times; nobody
 * meets it by hand, and one client spending it does not lock the member out.
 */
export const BOARD_LINK_LIMIT = { ratePerMinute: 10, burst: 20 } as const;

const linkKeyOf = (l: OpenLink) => keys.questionnaireLink(l.tenantId, l.yearEnd, l.memberId);

/**
 * Records an open, the link's version untouched (ADR 0063), so opens never refuse an answer. A board link keeps its
 * first open (status Opened) and is written once; a stakeholder link its last open, which many record at once: one
 * of them lands. A printed year's link never opens (resolveLink).
 */
async function recordOpen(l: OpenLink) {
  if (l.respondent === 'board' && l.link.openedAt) return;
  await write({
    tenantId: l.tenantId,
    yearEnd: l.yearEnd,
    action: 'questionnaire.open',
    changes: [
      {
        op: 'touch',
        key: linkKeyOf(l),
        set: { openedAt: new Date().toISOString() },
        expected: { tokenHash: l.link.tokenHash },
        onFail: InvalidLink,
      },
    ],
  }).catch((err: unknown) => {
    // Another open touched the link at the same instant: it recorded the open.
    if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
  });
}

/**
 * GET /api/questionnaire/q/{id}: the board member's form. Opening records the time (status Opened);
 * a printed year's link answers 423 and shows nothing (ADR 0063). A board link's open spends a token of the
 * client's bucket.
 */
export async function openQuestionnaire(raw: string): Promise<QuestionnaireView> {
  const l = await resolveLink(raw);
  if (l.respondent === 'board') await spendLinkToken(linkKeyOf(l), BOARD_LINK_LIMIT);
  await recordOpen(l);
  const [{ topics }, form] = await Promise.all([topicsFor(l), formOf(l)]);
  return {
    company: { en: l.tenant.name, zh: l.tenant.nameZh ?? null },
    yearEnd: l.yearEnd,
    respondent: l.respondent,
    memberName: l.member.name,
    ...(l.member.own ? { memberNames: ownText3(l.member.own, toSimplified).text } : {}),
    readOnly: Boolean(form),
    submitted: Boolean(form),
    topics: topics.map((t) => {
      const {
        custom: _custom,
        untranslated: _untranslated,
        ...view
      } = topicView(t, languageOf(l.tenant.langKey), toSimplified);
      return view;
    }),
  };
}

/** Every topic scored, no other topic: each problem at its field's path ('score 1-10 in every input box'). */
function scoreIssues(topicIds: readonly string[], scores: Record<string, unknown>): FieldIssue[] {
  const missing = topicIds
    .filter((id) => !Object.hasOwn(scores, id))
    .flatMap((id) =>
      (['company', 'personal'] as const).map((k) => ({
        path: `body.scores.${id}.${k}`,
        message: msg.scoreRange.text,
        code: msg.scoreRange.key,
      })),
    );
  const unknown = Object.keys(scores)
    .filter((id) => !topicIds.includes(id))
    .map((id) => ({
      path: `body.scores.${id}`,
      message: msg.unknownTopic.text,
      code: msg.unknownTopic.key,
    }));
  return [...missing, ...unknown];
}

/**
 * POST /api/questionnaire: one transaction stores the scores (status 3), marks the link Submitted,
 * freezes the year's topics and writes the audit item. A second submit (another tab) is refused
 * with a clear message and changes nothing. `answeredAt` dates a board member's answer other than now: the demo
 * seed's board answered before it approved the report (ADR 0124); the link's rate limit counts real time.
 * A stakeholder's answer is an item of its own and leaves the link's item alone (ADR 0051), so a whole staff answering
 * one link at once all land; a retry after a conflict (the topics' freeze, at the first answers) re-reads and spends
 * no second token.
 */
export async function submitQuestionnaire(body: z.output<typeof QuestionnaireSubmit>, answeredAt?: string) {
  const spend = spendOnce();
  return retryOnConflict(
    async () => {
      const l = await resolveLink(body.id);
      if (await formOf(l)) throw Submitted();
      const { record, topics } = await topicsFor(l);
      const issues = scoreIssues(
        topics.map((t) => t.id),
        body.scores,
      );
      if (issues.length) throw ValidationError(issues);
      const board = l.respondent === 'board';
      await spend(() => spendLinkToken(linkKeyOf(l), board ? BOARD_LINK_LIMIT : STAKEHOLDER_LINK_LIMIT));
      const now = new Date().toISOString();
      const at = board && answeredAt ? answeredAt : now;
      const matKey = keys.materiality(l.tenantId, l.yearEnd);
      const freeze: Change[] = !record
        ? [{ op: 'create', key: matKey, item: { topics, threshold: DEFAULT_THRESHOLD, frozenAt: at } }]
        : record.frozenAt
          ? []
          : [{ op: 'update', key: matKey, expectedVersion: record.version, set: { frozenAt: at } }];
      const answer: Change[] = board
        ? [
            {
              op: 'create',
              key: keys.boardSubmission(l.tenantId, l.yearEnd, l.memberId),
              item: { memberId: l.memberId, status: SUBMITTED, scores: body.scores, submittedAt: at },
              onExists: Submitted,
            },
            {
              op: 'touch',
              key: linkKeyOf(l),
              set: { submittedAt: at },
              expected: { tokenHash: l.link.tokenHash },
              onFail: InvalidLink,
            },
          ]
        : [stakeholderAnswer(l, body.scores, now)];
      await write({
        tenantId: l.tenantId,
        yearEnd: l.yearEnd,
        action: 'questionnaire.submit',
        changes: [...answer, ...freeze],
        after: { [board ? 'memberId' : 'linkId']: l.memberId, scores: body.scores },
      });
      return { submitted: true as const, submittedAt: at };
    },
    6,
    25,
  );
}

/**
 * A stakeholder's answer: a new answer item (no name), which the list counts and dates (ADR 0051). The link's item is
 * not written: its bucket per client is an item of its own, spent before (lib/linkBuckets.ts).
 */
function stakeholderAnswer(l: OpenLink, scores: Record<string, TopicScore>, now: string): Change {
  const answerId = ulid();
  return {
    op: 'create',
    key: keys.stakeholderAnswer(l.tenantId, l.yearEnd, l.memberId, answerId),
    item: { linkId: l.memberId, answerId, scores, submittedAt: now },
  };
}
