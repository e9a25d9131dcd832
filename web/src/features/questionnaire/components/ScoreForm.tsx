import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { NumberInput } from '../../../ui/NumberInput';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { QuestionnaireView, TopicScore } from '@esg/core/schemas/questionnaire';
import { useBroughtIntoView } from '../../../ui/useBroughtIntoView';
import { errorText } from '../../../i18n/errorText';
import { languageOf } from '../../../i18n/languages';
import { useSubmitQuestionnaire } from '../api/link';
import { ns } from '../i18n';

type Box2 = { company: string; personal: string };
/** The spec's constants: each box holds an integer from 1 to 10. */
const valid = (s: string) => /^\d{1,2}$/.test(s.trim()) && Number(s) >= 1 && Number(s) <= 10;

/** Per topic, two 1–10 scores; submitting checks every box ('score 1-10 in every input box'). */
export function ScoreForm({ id, view, onSubmitted }: { id: string; view: QuestionnaireView; onSubmitted: () => void }) {
  const { t, i18n } = useTranslation(ns);
  const lang = languageOf(i18n.language);
  const [boxes, setBoxes] = useState<Record<string, Box2>>(() =>
    Object.fromEntries(view.topics.map((topic) => [topic.id, { company: '', personal: '' }])),
  );
  const [checked, setChecked] = useState(false);
  // Each refused send brings the message to the reader, who pressed Submit below the last topic (ADR 0068).
  const [refusals, setRefusals] = useState(0);
  const message = useBroughtIntoView(refusals, refusals > 0);
  const submit = useSubmitQuestionnaire(id);
  const complete = Object.values(boxes).every((b) => valid(b.company) && valid(b.personal));
  const set = (topic: string, k: keyof Box2, v: string) =>
    setBoxes((b) => ({ ...b, [topic]: { ...b[topic]!, [k]: v } }));

  const send = () => {
    setChecked(true);
    if (!complete) {
      setRefusals((n) => n + 1);
      return;
    }
    const scores: Record<string, TopicScore> = Object.fromEntries(
      Object.entries(boxes).map(([k, b]) => [k, { company: Number(b.company), personal: Number(b.personal) }]),
    );
    submit.mutate(scores, { onSuccess: onSubmitted });
  };
  const problem = (v: string) => (checked && !valid(v) ? t('scoreRange', { ns: 'common' }) : undefined);
  const refused = submit.error ? errorText(t, submit.error) : undefined;

  return (
    <SpaceBetween size="l">
      <Box variant="p">{t('instructions')}</Box>
      <div ref={message} tabIndex={-1}>
        {checked && !complete && (
          <Alert type="error" data-testid="score-range">
            {t('scoreRange', { ns: 'common' })}
          </Alert>
        )}
      </div>
      {view.topics.map((topic, i) => (
        <Container
          key={topic.id}
          header={<Header variant="h2" description={topic.description[lang]}>{`${i + 1}. ${topic.name[lang]}`}</Header>}
        >
          <ColumnLayout columns={2}>
            {(['company', 'personal'] as const).map((k) => (
              <FormField
                key={k}
                label={t(k === 'company' ? 'toCompany' : 'toYou')}
                errorText={problem(boxes[topic.id]![k])}
              >
                <NumberInput
                  whole
                  ariaLabel={`${topic.name[lang]}: ${t(k === 'company' ? 'toCompany' : 'toYou')}`}
                  value={boxes[topic.id]![k]}
                  onChange={(text) => set(topic.id, k, text)}
                />
              </FormField>
            ))}
          </ColumnLayout>
        </Container>
      ))}
      {refused && <Alert type="error">{refused}</Alert>}
      <Box float="right">
        <Button variant="primary" loading={submit.isPending} onClick={send}>
          {t('submit')}
        </Button>
      </Box>
    </SpaceBetween>
  );
}
