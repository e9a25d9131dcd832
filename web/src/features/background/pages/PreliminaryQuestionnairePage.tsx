import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { NumberInput } from '../../../ui/NumberInput';
import { numberProblemText } from '../../../ui/numberText';
import { catalogueText } from '../../../i18n/catalogueText';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { TopicSave, TopicView, TopicsView } from '@esg/core/schemas/questionnaire';
import type { BilingualText } from '@esg/core/catalogue/bilingual';
import type { Language } from '@esg/core/schemas/common';
import { EMPTY } from '../../../forms/BilingualField';
import { BilingualInputs } from '../../../forms/BilingualInputs';
import { titlesNs } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { formatDate } from '../../../i18n/format';
import { languageOf } from '../../../i18n/languages';
import { notifications } from '../../../notifications/store';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';
import { useReaderText } from '../../../ui/readerText';
import { topicsQuery, useSaveTopics } from '../api/boardQuestionnaire';
import { ns } from '../i18n';
import { shortColumn } from '../../../ui/shortColumn';

/** A new topic's id: 26 Crockford base-32 characters, the shape of the ULIDs the API takes for topics. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newTopicId = () => Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => CROCKFORD[b % 32]).join('');

/** A topic as edited: the company's own name and description in both languages (null: the default's, ADR 0140). */
interface Draft {
  id: string;
  name: BilingualText | null;
  description: BilingualText | null;
  view?: TopicView;
}

/** An own text as sent: null when no language has text (the default topic's words then). */
const sent = (b: BilingualText | null): TopicSave['name'] =>
  b && [b.en, b.hk, b.cn ?? ''].some((s) => s.trim()) ? { en: b.en, hk: b.hk, ...(b.cn ? { cn: b.cn } : {}) } : null;

/** A default topic's own words in each typed language, shown while the company's text is empty. */
const defaults = (v: TopicView | undefined, part: 'name' | 'description') =>
  v && !v.custom[part] ? { en: v[part].en, hk: v[part].hk } : undefined;

/** A topic's name in the reader's language (`useReaderText`), else the other language, else the default's. */
const shownName = (r: Draft, lang: Language, reader: (b: BilingualText) => string) =>
  (r.name && reader(r.name)) || r.view?.name[lang] || '';

/**
 * `/background/board_committee/preliminary_questionnaire`: the topics the board rates
 * for the year (defaults: one per HKEX aspect and Part D pillar) and the matrix threshold. Topics are
 * editable until the first member answers; a printed year is read-only.
 */
export function PreliminaryQuestionnairePage() {
  const { t } = useTranslation(ns);
  const { t: title } = useTranslation(titlesNs);
  const { year } = useSession();
  const topics = useQuery({ ...topicsQuery(year ?? ''), enabled: Boolean(year) });
  return (
    <PageLayout
      title={title('preliminary_questionnaire')}
      description={year ? t('yearDescription', { date: formatDate(year) }) : undefined}
    >
      {!year ? (
        <Alert type="info">{t('noYear')}</Alert>
      ) : !topics.data ? (
        <Box>{t('loading')}</Box>
      ) : (
        <TopicsEditor key={`${year}:${topics.data.version}`} year={year} data={topics.data} />
      )}
    </PageLayout>
  );
}

/** The year's topics and threshold as last saved; a save reloads them (and remounts this editor). */
function TopicsEditor({ year, data }: { year: string; data: TopicsView }) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const reader = useReaderText(lang);
  const save = useSaveTopics(year);
  const [draft, setDraft] = useState<Draft[]>(() => data.topics.map((v) => ({ id: v.id, ...v.custom, view: v })));
  const [threshold, setThreshold] = useState(String(data.threshold));
  const fixed = data.frozen || data.locked;
  const newTopicName = () => ({ en: i18n.getFixedT('en', ns)('newTopic'), hk: i18n.getFixedT('hk', ns)('newTopic') });
  const edit = (id: string, change: Partial<Draft>) =>
    setDraft((d) => d.map((x) => (x.id === id ? { ...x, ...change } : x)));
  // The threshold as typed (docs/decisions/0068): text that is not a number is named, never sent as 0 or NaN.
  const thresholdProblem =
    threshold.trim() === '' ? catalogueText('missingInput', lang) : numberProblemText(threshold, lang);
  const [checked, setChecked] = useState(false);
  const submit = () => {
    setChecked(true);
    if (thresholdProblem) return;
    save.mutate(
      {
        version: data.version,
        threshold: Number(threshold),
        topics: draft.map(({ id, name, description }) => ({ id, name: sent(name), description: sent(description) })),
      },
      {
        onSuccess: () => notifications.push({ type: 'success', text: t('saved'), literal: true }),
        onError: (e) => notifications.push({ type: 'error', text: errorText(t, e), literal: true }),
      },
    );
  };

  return (
    <SpaceBetween size="l">
      {data.locked && <Alert type="info">{t('topicsLocked')}</Alert>}
      {data.frozen && !data.locked && <Alert type="info">{t('topicsFrozen')}</Alert>}
      <Table<(typeof draft)[number]>
        items={draft}
        trackBy="id"
        header={
          <Header
            variant="h2"
            counter={`(${draft.length})`}
            description={t('topicsDescription')}
            actions={
              <Button
                disabled={fixed}
                onClick={() => setDraft((d) => [...d, { id: newTopicId(), name: newTopicName(), description: null }])}
              >
                {t('addTopic')}
              </Button>
            }
          >
            {t('topicsHeader')}
          </Header>
        }
        columnDefinitions={[
          { id: 'aspect', header: t('topicAspect'), cell: (r) => r.view?.aspect ?? '—' },
          {
            id: 'name',
            header: t('topicName'),
            cell: (r) => (
              <BilingualInputs
                label={`${t('topicName')} ${r.view?.aspect ?? ''}`.trim()}
                path={`topics.${r.id}.name`}
                disabled={fixed}
                value={r.name ?? EMPTY}
                placeholder={defaults(r.view, 'name')}
                onChange={(name) => edit(r.id, { name })}
              />
            ),
          },
          {
            id: 'description',
            header: t('topicDescription'),
            cell: (r) => (
              <BilingualInputs
                label={`${t('topicDescription')} ${r.view?.aspect ?? shownName(r, lang, reader)}`.trim()}
                path={`topics.${r.id}.description`}
                long
                disabled={fixed}
                value={r.description ?? EMPTY}
                placeholder={defaults(r.view, 'description')}
                onChange={(description) => edit(r.id, { description })}
              />
            ),
          },
          shortColumn({
            id: 'remove',
            header: t('actions'),
            // Wide enough for "Remove": a link button breaks its word where its column is squeezed.
            minWidth: 120,
            cell: (r) => (
              <Button
                variant="inline-link"
                disabled={fixed}
                ariaLabel={t('removeTopic', { name: shownName(r, lang, reader) })}
                onClick={() => setDraft((d) => d.filter((x) => x.id !== r.id))}
              >
                {t('remove')}
              </Button>
            ),
          }),
        ]}
      />
      <Container>
        <SpaceBetween size="m">
          <FormField
            label={t('threshold')}
            description={t('thresholdHint')}
            errorText={checked ? thresholdProblem : undefined}
          >
            <NumberInput disabled={data.locked} value={threshold} onChange={setThreshold} />
          </FormField>
          <Button variant="primary" disabled={data.locked} loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
