import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

interface Props {
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  disabled?: boolean;
}

/** Cancel and the dialog's one primary action, right-aligned as in Cloudscape's modal pattern. */
export function DialogFooter({ confirm, onCancel, onConfirm, busy, disabled }: Props) {
  const { t } = useTranslation('common');
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button variant="primary" onClick={onConfirm} loading={busy} disabled={disabled}>
          {confirm}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
