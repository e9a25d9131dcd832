import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import type { ResourceType } from '@esg/core/schemas/resources';
import { ns } from '../i18n';
import { TYPE_SPECS } from '../resourceTypes';
import { AttributeField } from './AttributeField';
import { RecordsField } from './RecordsField';
import { UnitField } from './UnitField';
import type { RowForm } from './useRowForm';

interface Props {
  type: ResourceType;
  header: string;
  submitLabel: string;
  form: RowForm;
  onSubmit: () => void;
  saving: boolean;
  /** Cancel, Escape and the close button. */
  onCancel: () => void;
  /** Above the fields: why the values shown changed (a conflict). */
  notice?: ReactNode;
  /** In place of the buttons: a question before losing changes. */
  footer?: ReactNode;
  /** The row's lists of records (an electricity row's instruments cover MWh it used: an existing row's, ADR 0123). */
  withRecords?: boolean;
}

/** The dialog of the add-row and edit-row forms: a row's attributes (its type's), its unit and its lists of records. */
export function RowFormModal(props: Props) {
  const { type, header, submitLabel, form, onSubmit, saving, onCancel, notice, footer, withRecords } = props;
  const { t } = useTranslation(ns);
  const records = withRecords ? (TYPE_SPECS[type].records ?? []) : [];
  return (
    <Modal
      visible
      size={records.length ? 'large' : 'medium'}
      header={header}
      closeAriaLabel={t('cancel')}
      onDismiss={onCancel}
      footer={
        footer ?? (
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={onCancel}>
                {t('cancel')}
              </Button>
              <Button variant="primary" onClick={onSubmit} loading={saving} disabled={form.loading}>
                {submitLabel}
              </Button>
            </SpaceBetween>
          </Box>
        )
      }
    >
      {form.loading ? (
        <Spinner aria-label={t('loading')} />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          <Form>
            <SpaceBetween size="m">
              {notice}
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
              {records.map((spec) => (
                <RecordsField key={spec.key} spec={spec} form={form} />
              ))}
            </SpaceBetween>
          </Form>
        </form>
      )}
    </Modal>
  );
}
