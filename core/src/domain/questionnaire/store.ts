import * as z from 'zod';
import { AppError, ValidationError, type FieldIssue } from '../../errors';
import { keys } from '../../infra/db/keys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import type { RuleSet } from '../../vocabulary/ruleSets';
import { reportingYear } from '../pageData/year';
import { withSchema } from '../files/validated';
import { defaultTopic, defaultTopics } from './topics';
import { TopicsSave, type TopicSave, type TopicView, type TopicsView } from '../../schemas/questionnaire';
import { IsoDate } from '../../schemas/common';

/** The middle of the 1–10 scale: a topic is material when both its means reach the threshold. */
export const DEFAULT_THRESHOLD = 5.5;

export interface MaterialityRecord {
  topics: TopicSave[];
  threshold: number;
  /** Set by the first submitted answer; the topics never change after it (ADR 0030). */
  frozenAt: string | null;
  version: number;
}

export const readMateriality = (tenantId: string, yearEnd: string) =>
  getItem<MaterialityRecord>(keys.materiality(tenantId, yearEnd), true);

/** The stored topics, or the year's defaults when the company never changed them. */
export const topicsOf = (record: MaterialityRecord | undefined, ruleSet: RuleSet): TopicSave[] =>
  record?.topics ?? defaultTopics(ruleSet).map((d) => ({ id: d.id, name: null, description: null }));

const same = (s: string) => ({ en: s, hk: s, cn: s });

/** A stored topic in three languages: the company's own text wins over the default's translations. */
export function topicView(topic: TopicSave): TopicView {
  const d = defaultTopic(topic.id);
  return {
    id: topic.id,
    aspect: d?.aspect ?? null,
    name: topic.name ? same(topic.name) : (d?.name ?? same(topic.id)),
    description: topic.description !== null ? same(topic.description) : (d?.description ?? same('')),
    custom: { name: topic.name, description: topic.description },
  };
}

/** GET /api/materiality/topics/{year}. */
export const readTopics = withSchema(z.strictObject({ year: IsoDate }), async (m, { year }) => {
  const { period, ruleSet } = await reportingYear(m, year);
  const record = await readMateriality(m.actor.tenantId, year);
  return {
    yearEnd: year,
    version: record?.version ?? 0,
    locked: period.printed,
    frozen: Boolean(record?.frozenAt),
    threshold: record?.threshold ?? DEFAULT_THRESHOLD,
    topics: topicsOf(record, ruleSet).map(topicView),
  } satisfies TopicsView;
});

/** Default topics keep their code as id; a topic the company adds has a ULID and needs a name. */
function topicIssues(topics: readonly TopicSave[]): FieldIssue[] {
  const seen = new Set<string>();
  return topics.flatMap((topic, i): FieldIssue[] => {
    if (seen.has(topic.id)) return [{ path: `body.topics.${i}.id`, message: 'duplicated item', code: 'duplicate' }];
    seen.add(topic.id);
    if (!defaultTopic(topic.id) && /^[A-Z]/.test(topic.id) && topic.id.length < 26)
      return [{ path: `body.topics.${i}.id`, message: 'invalid ID', code: 'unknownTopic' }];
    if (!defaultTopic(topic.id) && !topic.name)
      return [{ path: `body.topics.${i}.name`, message: 'missing input', code: 'required' }];
    return [];
  });
}

/**
 * PUT /api/materiality/topics/{year}: the topics and the threshold. The topics are refused (409
 * `topicsFrozen`) once a board member has answered; the threshold stays the company's to set.
 */
export const saveTopics = withSchema(z.strictObject({ year: IsoDate, body: TopicsSave }), async (m, { year, body }) => {
  const { ruleSet } = await reportingYear(m, year);
  const tenantId = m.actor.tenantId;
  const record = await readMateriality(tenantId, year);
  const issues = topicIssues(body.topics);
  if (issues.length) throw ValidationError(issues);
  const current = topicsOf(record, ruleSet);
  const plain = (ts: readonly TopicSave[]) => JSON.stringify(ts.map((x) => [x.id, x.name, x.description]));
  if (record?.frozenAt && plain(current) !== plain(body.topics))
    throw new AppError(409, 'TOPICS_FROZEN', 'topicsFrozen');
  const key = keys.materiality(tenantId, year);
  const values = { topics: body.topics, threshold: body.threshold };
  const change: Change = record
    ? { op: 'update', key, expectedVersion: body.version, set: values }
    : { op: 'create', key, item: { ...values, frozenAt: null } };
  if (!record && body.version !== 0) throw new AppError(409, 'CONFLICT', 'conflict');
  await write({ tenantId, yearEnd: year, action: 'materiality.topics', changes: [change], after: values });
  return readTopics(m, { year });
});
