import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { useCreatePeriod } from '../api/createPeriod';
import type { Company } from '../api/listCompanies';
import { ns } from '../i18n';
import { parseDates, serverFieldErrors, type FieldErrors } from '../validation';
import { DateField } from './DateField';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';

type Field = 'startDate' | 'endDate' | 'financialYearStartDate' | 'financialYearEndDate';

/** POST /api/compPeriod/new: one more reporting period; by default its financial year is the same dates. */
export function PeriodModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const create = useCreatePeriod();
  const [shown, setShown] = useState<Record<Field, string>>({
    startDate: '',
    endDate: '',
    financialYearStartDate: '',
    financialYearEndDate: '',
  });
  const [same, setSame] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const values = same
    ? { ...shown, financialYearStartDate: shown.startDate, financialYearEndDate: shown.endDate }
    : shown;

  const submit = () => {
    const { dates, errors: found } = parseDates(t, values);
    if (same) {
      delete found.financialYearStartDate;
      delete found.financialYearEndDate;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { companyId: company.id, ...dates },
      {
        onSuccess: (period) => {
          notifications.push({
            type: 'success',
            text: t('periodAdded', { date: formatDate(period.yearEnd) }),
            literal: true,
          });
          onClose();
        },
        onError: (error) => {
          const found = serverFieldErrors(t, error, values);
          // With one set of dates shown, the financial year's issues belong to the dates on screen.
          if (same) {
            found.startDate ??= found.financialYearStartDate;
            found.endDate ??= found.financialYearEndDate;
          }
          setErrors(found);
        },
      },
    );
  };
  const field = (name: Field) => (
    <DateField
      label={t(name)}
      controlId={`period-${name}`}
      value={values[name]}
      errorText={errors[name]}
      onChange={(value) => setShown((s) => ({ ...s, [name]: value }))}
    />
  );

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('addPeriodTitle', { name: company.name })}
      footer={<DialogFooter confirm={t('addPeriod')} onCancel={onClose} onConfirm={submit} busy={create.isPending} />}
    >
      <SpaceBetween size="m">
        <SaveError error={create.error} shownAtFields={Object.keys(errors).length > 0} />
        <ColumnLayout columns={2}>
          {field('startDate')}
          {field('endDate')}
        </ColumnLayout>
        <Checkbox checked={same} onChange={({ detail }) => setSame(detail.checked)}>
          {t('sameYear')}
        </Checkbox>
        {!same && (
          <ColumnLayout columns={2}>
            {field('financialYearStartDate')}
            {field('financialYearEndDate')}
          </ColumnLayout>
        )}
      </SpaceBetween>
    </Modal>
  );
}
