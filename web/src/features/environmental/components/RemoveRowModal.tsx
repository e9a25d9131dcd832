import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ApiError } from '../../../api/errors';
import { useDeleteResourceRow } from '../api/deleteResourceRow';
import type { ResourceRow } from '../api/listResourceRows';
import { ns } from '../i18n';
import { notify } from '../notify';

interface Props {
  type: string;
  year: string;
  row: ResourceRow;
  rowName: string;
  onClose: () => void;
}

/** The spec's "confirm delete": the row goes with the version it was shown at (409 when changed since). */
export function RemoveRowModal({ type, year, row, rowName, onClose }: Props) {
  const { t } = useTranslation(ns);
  const remove = useDeleteResourceRow();
  const confirm = () =>
    remove.mutate(
      { type, year, rowId: row.id, version: row.version },
      {
        onSuccess: () => {
          notify('success', t('removed'));
          onClose();
        },
        onError: (error) => {
          notify(
            'error',
            error instanceof ApiError && error.status === 409 ? t('conflict', { ns: 'common' }) : t('removeFailed'),
          );
          onClose();
        },
      },
    );
  return (
    <Modal
      visible
      header={t('confirmRemoveTitle')}
      closeAriaLabel={t('cancel')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button variant="primary" onClick={confirm} loading={remove.isPending}>
              {t('remove')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="xs">
        <Box variant="strong">{rowName}</Box>
        <Box variant="p">{t('confirmRemove')}</Box>
      </SpaceBetween>
    </Modal>
  );
}
