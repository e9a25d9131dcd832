import type * as z from 'zod';
import { AppError, Locked, ValidationError, type FieldIssue } from '../../errors';
import { keys } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';
import { retryOnConflict } from '../../infra/db/retry';
import { write, type Change } from '../../infra/db/write';
import { ruleSetFor } from '../kpi/ruleSets';
import { SUBMITTED } from '../background/board';
import { resolveLink, type OpenLink } from './links';
import type { QuestionnaireSubmit, QuestionnaireView, TopicScore } from './schemas';
import { DEFAULT_THRESHOLD, readMateriality, topicView, topicsOf } from './store';

/** A member's submitted form (`BOARDFORM#<member>`): status 3 and the scores per topic. */
export interface BoardFormRecord {
  memberId: string;
  status: number;
  scores: Record<string, TopicScore>;
  submittedAt: string;
  version: number;
}

const Submitted = () => new AppError(409, 'SUBMITTED', 'questionnaireSubmitted');

const formOf = (l: OpenLink) => getItem<BoardFormRecord>(keys.boardSubmission(l.tenantId, l.yearEnd, l.memberId), true);

async function topicsFor(l: OpenLink) {
  const record = await readMateriality(l.tenantId, l.yearEnd);
  return { record, topics: topicsOf(record, ruleSetFor(l.period.financialYearStartDate)) };
}

/**
 * GET /api/questionnaire/q/{id}: the board member's form. Opening records the time (status Opened)
 * unless the year is printed (read-only: nothing is written to a locked year).
 */
export async function openQuestionnaire(raw: string): Promise<QuestionnaireView> {
  const l = await resolveLink(raw);
  const [{ topics }, form] = await Promise.all([topicsFor(l), formOf(l)]);
  if (!l.period.printed)
    await write({
      tenantId: l.tenantId,
      yearEnd: l.yearEnd,
      action: 'questionnaire.open',
      changes: [
        {
          op: 'update',
          key: keys.questionnaireLink(l.tenantId, l.yearEnd, l.memberId),
          expectedVersion: l.link.version,
          set: { openedAt: new Date().toISOString() },
        },
      ],
    }).catch((err: unknown) => {
      // Two tabs opening at once: the other one recorded the open.
      if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
    });
  return {
    company: { en: l.tenant.name, zh: l.tenant.nameZh ?? null },
    yearEnd: l.yearEnd,
    memberName: l.member.name,
    readOnly: l.period.printed || Boolean(form),
    submitted: Boolean(form),
    topics: topics.map((t) => {
      const { custom: _custom, ...view } = topicView(t);
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
 * with a clear message and changes nothing.
 */
export async function submitQuestionnaire(body: z.output<typeof QuestionnaireSubmit>) {
  return retryOnConflict(async () => {
    const l = await resolveLink(body.id);
    if (l.period.printed) throw Locked();
    if (await formOf(l)) throw Submitted();
    const { record, topics } = await topicsFor(l);
    const issues = scoreIssues(
      topics.map((t) => t.id),
      body.scores,
    );
    if (issues.length) throw ValidationError(issues);
    const now = new Date().toISOString();
    const matKey = keys.materiality(l.tenantId, l.yearEnd);
    const freeze: Change[] = !record
      ? [{ op: 'create', key: matKey, item: { topics, threshold: DEFAULT_THRESHOLD, frozenAt: now } }]
      : record.frozenAt
        ? []
        : [{ op: 'update', key: matKey, expectedVersion: record.version, set: { frozenAt: now } }];
    await write({
      tenantId: l.tenantId,
      yearEnd: l.yearEnd,
      action: 'questionnaire.submit',
      changes: [
        {
          op: 'create',
          key: keys.boardSubmission(l.tenantId, l.yearEnd, l.memberId),
          item: { memberId: l.memberId, status: SUBMITTED, scores: body.scores, submittedAt: now },
          onExists: Submitted,
        },
        {
          op: 'update',
          key: keys.questionnaireLink(l.tenantId, l.yearEnd, l.memberId),
          expectedVersion: l.link.version,
          set: { submittedAt: now },
        },
        ...freeze,
      ],
      after: { memberId: l.memberId, scores: body.scores },
    });
    return { submitted: true as const, submittedAt: now };
  });
}
