import { useTranslation } from 'react-i18next';
import type { ResourceType } from '@esg/core/schemas/resources';
import { ns } from '../i18n';
import { RowFormModal } from './RowFormModal';
import { useAddRow } from './useAddRow';

interface Props {
  type: ResourceType;
  year: string;
  locationId: string;
  locationName: string;
  onClose: () => void;
}

/** Adds a row to a location: what it is (its type's attributes) and its unit; the months come after. */
export function AddRowModal({ type, year, locationId, locationName, onClose }: Props) {
  const { t } = useTranslation(ns);
  const { form, submit, saving } = useAddRow(type, year, locationId, onClose);
  return (
    <RowFormModal
      type={type}
      header={t('addRowTitle', { location: locationName })}
      submitLabel={t('add')}
      form={form}
      onSubmit={submit}
      saving={saving}
      onCancel={onClose}
    />
  );
}
