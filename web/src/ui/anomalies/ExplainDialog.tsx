import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Textarea from '@cloudscape-design/components/textarea';
import { COMMENT_MAX } from '@esg/core/schemas/assurance';
import { EditDialog } from '../EditDialog';
import { useExplainAnomaly } from './api';
import { useAnomalyText } from './i18n';

/** The owner's short comment on one flagged figure (ADR 0107): at most COMMENT_MAX characters. */
export function ExplainDialog(props: { year: string; anomalyId: string; figure: string; onClose: () => void }) {
  const { t } = useAnomalyText();
  const save = useExplainAnomaly(props.year);
  const [comment, setComment] = useState('');
  const empty = comment.trim() === '';
  return (
    <EditDialog
      header={t('explainHeader')}
      confirm={t('save')}
      onClose={props.onClose}
      onConfirm={() => save.mutate({ anomalyId: props.anomalyId, comment }, { onSuccess: props.onClose })}
      save={save}
      fields={['comment']}
      disabled={empty || comment.length > COMMENT_MAX}
    >
      <FormField label={t('comment')} description={props.figure} constraintText={t('commentHint')}>
        <Textarea value={comment} onChange={(e) => setComment(e.detail.value)} rows={3} />
      </FormField>
    </EditDialog>
  );
}
