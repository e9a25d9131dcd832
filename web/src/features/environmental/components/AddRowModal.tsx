import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { ResourceType } from '@esg/core/domain/resources/schemas';
import { ns } from '../i18n';
import { TYPE_SPECS } from '../resourceTypes';
import { AttributeField } from './AttributeField';
import { UnitField } from './UnitField';
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
  const form = useAddRow(type, year, locationId, onClose);
  return (
    <Modal
      visible
      header={t('addRowTitle', { location: locationName })}
      closeAriaLabel={t('cancel')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button variant="primary" onClick={form.submit} loading={form.saving} disabled={form.loading}>
              {t('add')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {form.loading ? (
        <Spinner aria-label={t('loading')} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            form.submit();
          }}
        >
          <Form>
            <SpaceBetween size="m">
              {form.failure.length > 0 && <Alert type="error">{form.failure.join(' ')}</Alert>}
              {TYPE_SPECS[type].attributes.map((spec) => (
                <AttributeField
                  key={spec.key}
                  spec={spec}
                  value={form.draft[spec.key] ?? ''}
                  onChange={(v) => form.set(spec.key, v)}
                  error={form.errors[spec.key]}
                />
              ))}
              <UnitField units={form.choices} value={form.unit} onChange={form.setUnit} error={form.errors.unit} />
            </SpaceBetween>
          </Form>
        </form>
      )}
    </Modal>
  );
}
