import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Textarea from '@cloudscape-design/components/textarea';
import { MARKS, type SampledFigure } from '@esg/core/schemas/audit';
import { notifications } from '../../../notifications/store';
import { ActionForm } from '../../../ui/ActionForm';
import { SaveError } from '../../../ui/SaveError';
import { useMarkFigure } from '../api/samples';
import { useFigureWords } from '../figureLabel';
import { RestatedSince } from './SampleFigures';

type Mark = (typeof MARKS)[number];

interface Props {
  year: string;
  sampleId: string;
  figure: SampledFigure;
  version: number;
  /** The sample's year version, when the year was restated since it was drawn: the mark is read, not changed. */
  restatedFrom?: number;
}

/**
 * PUT …/figures/{figureId}: the auditor's conclusion on the figure, agreed or an exception with a note. On a sample of
 * a version since restated (ADR 0116) the mark stays readable and the form takes no change.
 */
export function MarkForm({ year, sampleId, figure, version, restatedFrom }: Props) {
  const closed = restatedFrom !== undefined;
  const { t } = useFigureWords();
  const mark = useMarkFigure(year, sampleId, figure.id);
  const [status, setStatus] = useState<Mark>(figure.mark?.status ?? 'agreed');
  const [note, setNote] = useState(figure.mark?.note ?? '');
  const submit = () =>
    mark.mutate(
      { status, note, version },
      { onSuccess: () => notifications.push({ type: 'success', text: t('marked'), literal: true }) },
    );
  return (
    <ActionForm
      header={t('markTitle')}
      headerVariant="h3"
      action={t('saveMark')}
      loading={mark.isPending}
      onAction={submit}
      disabledReason={closed ? t('restatedHeader') : undefined}
    >
      {closed && <RestatedSince sample={{ yearVersion: restatedFrom }} />}
      <SaveError error={mark.error} />
      <FormField label={t('mark')} controlId="mark-status">
        <RadioGroup
          ariaLabel={t('mark')}
          value={status}
          readOnly={closed}
          items={MARKS.map((m) => ({ value: m, label: t(`mark_${m}`) }))}
          onChange={({ detail }) => setStatus(detail.value as Mark)}
        />
      </FormField>
      <FormField label={t('note')} controlId="mark-note" constraintText={t('noteHint')}>
        <Textarea
          controlId="mark-note"
          readOnly={closed}
          value={note}
          onChange={({ detail }) => setNote(detail.value)}
        />
      </FormField>
    </ActionForm>
  );
}
