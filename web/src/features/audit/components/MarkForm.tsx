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

type Mark = (typeof MARKS)[number];

interface Props {
  year: string;
  sampleId: string;
  figure: SampledFigure;
  version: number;
}

/** PUT …/figures/{figureId}: the auditor's conclusion on the figure, agreed or an exception with a note. */
export function MarkForm({ year, sampleId, figure, version }: Props) {
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
    >
      <SaveError error={mark.error} />
      <FormField label={t('mark')} controlId="mark-status">
        <RadioGroup
          ariaLabel={t('mark')}
          value={status}
          items={MARKS.map((m) => ({ value: m, label: t(`mark_${m}`) }))}
          onChange={({ detail }) => setStatus(detail.value as Mark)}
        />
      </FormField>
      <FormField label={t('note')} controlId="mark-note" constraintText={t('noteHint')}>
        <Textarea controlId="mark-note" value={note} onChange={({ detail }) => setNote(detail.value)} />
      </FormField>
    </ActionForm>
  );
}
