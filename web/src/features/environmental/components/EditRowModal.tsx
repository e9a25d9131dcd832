import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import type { ResourceType } from '@esg/core/schemas/resources';
import type { ResourceRow } from '../api/listResourceRows';
import { ns } from '../i18n';
import { RowFormModal } from './RowFormModal';
import { UnsavedConfirm } from './UnsavedConfirm';
import { useEditRow } from './useEditRow';

interface Props {
  type: ResourceType;
  year: string;
  row: ResourceRow;
  locationName: string;
  onClose: () => void;
}

/**
 * Changes what a row is (its attributes) and its unit, keeping its months: the fields of the
 * add-row form, filled with the row's. Closing with changes asks first, as the monthly drawer does.
 */
export function EditRowModal({ type, year, row, locationName, onClose }: Props) {
  const { t } = useTranslation(ns);
  const edit = useEditRow(type, year, row, onClose);
  const [confirming, setConfirming] = useState(false);
  const requestClose = () => (edit.dirty ? setConfirming(true) : onClose());
  return (
    <RowFormModal
      type={type}
      header={t('editRowTitle', { location: locationName })}
      submitLabel={t('save')}
      form={edit.form}
      withRecords
      onSubmit={edit.submit}
      saving={edit.saving}
      onCancel={requestClose}
      notice={
        edit.conflict && (
          <Alert type="error" data-testid="conflict">
            {t('conflict', { ns: 'common' })} {t('editReloaded')}
          </Alert>
        )
      }
      footer={
        confirming ? (
          <UnsavedConfirm body={t('unsavedEditBody')} onCancel={() => setConfirming(false)} onDiscard={onClose} />
        ) : undefined
      }
    />
  );
}
