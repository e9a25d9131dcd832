import * as z from 'zod';
import { AppError, Locked, ValidationError, type FieldIssue } from '../../errors';
import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import type { RuleSet } from '../../vocabulary/ruleSets';
import { reportingYear } from '../pageData/year';
import { withSchema } from '../files/validated';
import { defaultTopic, defaultTopics } from './topics';
import { TopicsSave, type TopicSave, type TopicView, type TopicsView } from '../../schemas/questionnaire';
import { IsoDate } from '../../schemas/common';
import type { TextLanguage } from '../../catalogue/bilingual';
import { companyLanguageOf } from '../pageData/translations';
import { ownText3, ownTextOf, savedOwnText } from './ownText';
import * as msg from '../../messages';
import { messageText, type CatalogueMessageKey } from '../../catalogue/messages';

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

/**
 * A stored topic in three languages: the company's own text (ADR 0140: its languages, a one-string one read as the
 * company's language) wins over the default's translations; a language it lacks shows another and is listed.
 */
export function topicView(topic: TopicSave, companyLang: TextLanguage, convert?: (hk: string) => string): TopicView {
  const d = defaultTopic(topic.id);
  const name = ownTextOf(topic.name, companyLang);
  const description = ownTextOf(topic.description, companyLang);
  const ownName = name && ownText3(name, convert);
  const ownDescription = description && ownText3(description, convert);
  const untranslated = [...new Set([...(ownName?.untranslated ?? []), ...(ownDescription?.untranslated ?? [])])];
  return {
    id: topic.id,
    aspect: d?.aspect ?? null,
    name: ownName?.text ?? d?.name ?? same(topic.id),
    // A description typed as '' (no description) stays empty rather than falling back to the default's.
    description: ownDescription?.text ?? (topic.description === '' ? same('') : (d?.description ?? same(''))),
    custom: { name, description },
    ...(untranslated.length ? { untranslated } : {}),
  };
}

/** GET /api/materiality/topics/{year}. */
export const readTopics = withSchema(z.strictObject({ year: IsoDate }), async (m, { year }) => {
  const { period, ruleSet } = await reportingYear(m, year);
  const record = await readMateriality(m.actor.tenantId, year);
  const companyLang = companyLanguageOf(m);
  return {
    yearEnd: year,
    version: record?.version ?? 0,
    locked: period.printed,
    frozen: Boolean(record?.frozenAt),
    threshold: record?.threshold ?? DEFAULT_THRESHOLD,
    topics: topicsOf(record, ruleSet).map((t) => topicView(t, companyLang)),
  } satisfies TopicsView;
});

/** A field issue with a catalogue message, which the web says in the user's language. */
const issue = (path: string, key: CatalogueMessageKey): FieldIssue => ({
  path,
  message: messageText(key),
  code: key,
  messageKey: key,
});

/** Default topics keep their code as id; a topic the company adds has a ULID and needs a name. */
function topicIssues(topics: readonly TopicSave[]): FieldIssue[] {
  const seen = new Set<string>();
  return topics.flatMap((topic, i): FieldIssue[] => {
    if (seen.has(topic.id)) return [issue(`body.topics.${i}.id`, 'duplicatedOrMissing')];
    seen.add(topic.id);
    if (!defaultTopic(topic.id) && /^[A-Z]/.test(topic.id) && topic.id.length < 26)
      return [{ path: `body.topics.${i}.id`, message: msg.unknownTopic.text, code: msg.unknownTopic.key }];
    if (!defaultTopic(topic.id) && !topic.name) return [issue(`body.topics.${i}.name`, 'missingInput')];
    return [];
  });
}

/** The saved topics' own texts merged with the stored ones (a language left out is kept, ADR 0140). */
const savedTopics = (topics: readonly TopicSave[], stored: readonly TopicSave[], companyLang: TextLanguage) =>
  topics.map((t): TopicSave => {
    const before = stored.find((s) => s.id === t.id);
    return {
      id: t.id,
      name: savedOwnText(t.name, before?.name, companyLang),
      description: t.description === '' ? '' : savedOwnText(t.description, before?.description, companyLang),
    } as TopicSave;
  });

/**
 * PUT /api/materiality/topics/{year}: the topics and the threshold. The topics are refused (409
 * `topicsFrozen`) once a board member has answered; the threshold stays the company's to set.
 */
export const saveTopics = withSchema(z.strictObject({ year: IsoDate, body: TopicsSave }), async (m, { year, body }) => {
  const { ruleSet, period } = await reportingYear(m, year);
  // A printed year answers as locked whatever else is wrong with the edit (a stale version included), as pages do.
  if (period.printed) throw Locked();
  const tenantId = m.actor.tenantId;
  const record = await readMateriality(tenantId, year);
  const issues = topicIssues(body.topics);
  if (issues.length) throw ValidationError(issues);
  const current = topicsOf(record, ruleSet);
  const companyLang = companyLanguageOf(m);
  const topics = savedTopics(body.topics, current, companyLang);
  // Compared as read (a one-string text is the company's language), so resending the same words changes nothing.
  const text = (v: unknown) => {
    const b = ownTextOf(v, companyLang);
    return b && [b.en, b.hk, b.cn ?? ''];
  };
  const plain = (ts: readonly TopicSave[]) =>
    JSON.stringify(ts.map((x) => [x.id, text(x.name), x.description === '' ? '' : text(x.description)]));
  if (record?.frozenAt && plain(current) !== plain(topics)) throw new AppError(409, 'TOPICS_FROZEN', msg.topicsFrozen);
  const key = keys.materiality(tenantId, year);
  const values = { topics, threshold: body.threshold };
  const change: Change = record
    ? { op: 'update', key, expectedVersion: body.version, set: values }
    : { op: 'create', key, item: { ...values, frozenAt: null } };
  if (!record && body.version !== 0) throw new AppError(409, 'CONFLICT', msg.conflict);
  await write({ tenantId, yearEnd: year, action: 'materiality.topics', changes: [change], after: values });
  return readTopics(m, { year });
});
