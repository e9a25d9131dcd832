import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import { NumberInput } from '../../../ui/NumberInput';
import { numberProblemText } from '../../../ui/numberText';
import { messageText } from '@esg/core/catalogue/messages';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import type { TopicSave, TopicView, TopicsView } from '@esg/core/schemas/questionnaire';
import { titlesNs } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { formatDate } from '../../../i18n/format';
import { isLanguage } from '../../../i18n/languages';
import { notifications } from '../../../notifications/store';
import { useSession } from '../../../session/useSession';
import { PageLayout } from '../../../ui/PageLayout';
import { topicsQuery, useSaveTopics } from '../api/boardQuestionnaire';
import { ns } from '../i18n';

/** A new topic's id: 26 Crockford base-32 characters, the shape of the ULIDs the API takes for topics. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newTopicId = () => Array.from(crypto.getRandomValues(new Uint8Array(26)), (b) => CROCKFORD[b % 32]).join('');

interface Draft extends TopicSave {
  view?: TopicView;
}

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
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const save = useSaveTopics(year);
  const [draft, setDraft] = useState<Draft[]>(() => data.topics.map((v) => ({ id: v.id, ...v.custom, view: v })));
  const [threshold, setThreshold] = useState(String(data.threshold));
  const fixed = data.frozen || data.locked;
  const edit = (id: string, change: Partial<TopicSave>) =>
    setDraft((d) => d.map((x) => (x.id === id ? { ...x, ...change } : x)));
  // The threshold as typed (docs/decisions/0068): text that is not a number is named, never sent as 0 or NaN.
  const thresholdProblem =
    threshold.trim() === '' ? messageText('missingInput', lang) : numberProblemText(threshold, lang);
  const [checked, setChecked] = useState(false);
  const submit = () => {
    setChecked(true);
    if (thresholdProblem) return;
    save.mutate(
      {
        version: data.version,
        threshold: Number(threshold),
        topics: draft.map(({ id, name, description }) => ({
          id,
          name: name || null,
          description: description || null,
        })),
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
      <Table
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
                onClick={() => setDraft((d) => [...d, { id: newTopicId(), name: t('newTopic'), description: null }])}
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
              <Input
                ariaLabel={`${t('topicName')} ${r.view?.aspect ?? ''}`.trim()}
                disabled={fixed}
                value={r.name ?? ''}
                placeholder={r.view?.name[lang]}
                onChange={(e) => edit(r.id, { name: e.detail.value })}
              />
            ),
          },
          {
            id: 'description',
            header: t('topicDescription'),
            cell: (r) => (
              <Input
                ariaLabel={`${t('topicDescription')} ${r.view?.aspect ?? r.name ?? ''}`.trim()}
                disabled={fixed}
                value={r.description ?? ''}
                placeholder={r.view?.description[lang]}
                onChange={(e) => edit(r.id, { description: e.detail.value })}
              />
            ),
          },
          {
            id: 'remove',
            header: t('actions'),
            cell: (r) => (
              <Button
                variant="inline-link"
                disabled={fixed}
                ariaLabel={t('removeTopic', { name: r.name || r.view?.name[lang] })}
                onClick={() => setDraft((d) => d.filter((x) => x.id !== r.id))}
              >
                {t('remove')}
              </Button>
            ),
          },
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
