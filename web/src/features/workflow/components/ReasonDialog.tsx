import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { errorText } from '../../../i18n/errorText';
import { DialogFooter } from '../../../ui/DialogFooter';
import { useWorkflowText } from '../i18n';

/** The review actions that need words (ADR 0102): a return's comment, a reopen's reason, approving one's own. */
export type ReasonKind = 'return' | 'reopen' | 'approveOwn';

const WORDS = {
  return: { header: 'returnHeader', field: 'returnField', confirm: 'returnConfirm' },
  reopen: { header: 'reopenHeader', field: 'reopenField', confirm: 'reopenConfirm' },
  approveOwn: { header: 'approveOwnHeader', field: 'approveOwnField', confirm: 'approveOwnConfirm' },
} as const;

interface Props {
  kind: ReasonKind;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (text: string) => void;
}

/** Asks for the words an action needs; an empty text is refused here, as the API would refuse it. */
export function ReasonDialog({ kind, busy, error, onCancel, onConfirm }: Props) {
  const { t } = useWorkflowText();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const words = WORDS[kind];
  const blank = text.trim() === '';
  return (
    <Modal
      visible
      onDismiss={onCancel}
      header={t(words.header)}
      footer={
        <DialogFooter
          confirm={t(words.confirm)}
          busy={busy}
          onCancel={onCancel}
          onConfirm={() => {
            setTried(true);
            if (!blank) onConfirm(text.trim());
          }}
        />
      }
    >
      <SpaceBetween size="m">
        {kind === 'approveOwn' && <Alert type="info">{t('approveOwnHint')}</Alert>}
        <FormField label={t(words.field)} errorText={tried && blank ? t('required') : undefined}>
          <Textarea value={text} onChange={(e) => setText(e.detail.value)} ariaRequired rows={4} autoFocus />
        </FormField>
        {!!error && <Alert type="error">{errorText(t, error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
