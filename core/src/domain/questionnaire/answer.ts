import type * as z from 'zod';
import { ulid } from 'ulid';
import { AppError, ValidationError, type FieldIssue } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { retryOnConflict } from '../../infra/db/retry';
import { write, type Change } from '../../infra/db/write';
import { ruleSetFor } from '../../vocabulary/ruleSets';
import { SUBMITTED } from '../background/board';
import { resolveLink, type OpenLink } from './links';
import type { QuestionnaireSubmit, QuestionnaireView, TopicScore } from '../../schemas/questionnaire';
import { spendLinkToken } from '../../lib/linkBuckets';
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
 * A board member's link (ADR 0030, 0063): a token bucket per client, 20 at once then 10 a minute, spent
 * by each open and the submit and kept on the link item in the same write. A member opens the form a
 * few times; nobody meets it by hand, and one client spending it does not lock the member out.
 */
export const BOARD_LINK_LIMIT = { ratePerMinute: 10, burst: 20 } as const;

/** Records an open (a board link also spends a token of its bucket); a printed year's link never opens (resolveLink). */
async function recordOpen(l: OpenLink) {
  const now = new Date().toISOString();
  const board = l.respondent === 'board';
  await write({
    tenantId: l.tenantId,
    yearEnd: l.yearEnd,
    action: 'questionnaire.open',
    changes: [
      {
        op: 'update',
        key: keys.questionnaireLink(l.tenantId, l.yearEnd, l.memberId),
        expectedVersion: l.link.version,
        set: board ? { openedAt: now, buckets: spendLinkToken(l.link, now, BOARD_LINK_LIMIT) } : { openedAt: now },
      },
    ],
  }).catch((err: unknown) => {
    // Many opening one stakeholder link at once: another one recorded the open.
    if (board || !(err instanceof AppError && err.code === 'CONFLICT')) throw err;
  });
}

/**
 * GET /api/questionnaire/q/{id}: the board member's form. Opening records the time (status Opened);
 * a printed year's link answers 423 and shows nothing (ADR 0063). A board link's open
 * re-reads on a conflict (two tabs), so its bucket counts every open.
 */
export async function openQuestionnaire(raw: string): Promise<QuestionnaireView> {
  const l = await retryOnConflict(async () => {
    const link = await resolveLink(raw);
    await recordOpen(link);
    return link;
  }, 6);
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
        message: 'score 1-10 in every input box',
        code: 'scoreRange',
      })),
    );
  const unknown = Object.keys(scores)
    .filter((id) => !topicIds.includes(id))
    .map((id) => ({
      path: `body.scores.${id}`,
      message: 'This topic is not part of the questionnaire.',
      code: 'unknownTopic',
    }));
  return [...missing, ...unknown];
}

/**
 * POST /api/questionnaire: one transaction stores the scores (status 3), marks the link Submitted,
 * freezes the year's topics and writes the audit item. A second submit (another tab) is refused
 * with a clear message and changes nothing. `answeredAt` dates a board member's answer other than now: the demo
 * seed's board answered before it approved the report (ADR 0124); the link's rate limit counts real time.
 */
export async function submitQuestionnaire(body: z.output<typeof QuestionnaireSubmit>, answeredAt?: string) {
  // Many people answer one stakeholder link at once: each retry re-reads the link's version.
  return retryOnConflict(async () => {
    const l = await resolveLink(body.id);
    if (await formOf(l)) throw Submitted();
    const { record, topics } = await topicsFor(l);
    const issues = scoreIssues(
      topics.map((t) => t.id),
      body.scores,
    );
    if (issues.length) throw ValidationError(issues);
    const now = new Date().toISOString();
    const at = l.respondent === 'board' && answeredAt ? answeredAt : now;
    const matKey = keys.materiality(l.tenantId, l.yearEnd);
    const freeze: Change[] = !record
      ? [{ op: 'create', key: matKey, item: { topics, threshold: DEFAULT_THRESHOLD, frozenAt: at } }]
      : record.frozenAt
        ? []
        : [{ op: 'update', key: matKey, expectedVersion: record.version, set: { frozenAt: at } }];
    const linkKey = keys.questionnaireLink(l.tenantId, l.yearEnd, l.memberId);
    const answer: Change[] =
      l.respondent === 'stakeholder'
        ? stakeholderAnswer(l, body.scores, now)
        : [
            {
              op: 'create',
              key: keys.boardSubmission(l.tenantId, l.yearEnd, l.memberId),
              item: { memberId: l.memberId, status: SUBMITTED, scores: body.scores, submittedAt: at },
              onExists: Submitted,
            },
            {
              op: 'update',
              key: linkKey,
              expectedVersion: l.link.version,
              set: { submittedAt: at, buckets: spendLinkToken(l.link, now, BOARD_LINK_LIMIT) },
            },
          ];
    await write({
      tenantId: l.tenantId,
      yearEnd: l.yearEnd,
      action: 'questionnaire.submit',
      changes: [...answer, ...freeze],
      after: { [l.respondent === 'stakeholder' ? 'linkId' : 'memberId']: l.memberId, scores: body.scores },
    });
    return { submitted: true as const, submittedAt: at };
  }, 6);
}

/**
 * A stakeholder's answer: a new answer item (no name), and the link's last submit and token bucket,
 * conditional on its version. A link whose bucket is empty answers 429 (ADR 0051).
 */
function stakeholderAnswer(l: OpenLink, scores: Record<string, TopicScore>, now: string): Change[] {
  const buckets = spendLinkToken(l.link, now, STAKEHOLDER_LINK_LIMIT);
  const answerId = ulid();
  return [
    {
      op: 'create',
      key: keys.stakeholderAnswer(l.tenantId, l.yearEnd, l.memberId, answerId),
      item: { linkId: l.memberId, answerId, scores, submittedAt: now },
    },
    {
      op: 'update',
      key: keys.questionnaireLink(l.tenantId, l.yearEnd, l.memberId),
      expectedVersion: l.link.version,
      set: { submittedAt: now, buckets },
    },
  ];
}
