import { useTranslation } from 'react-i18next';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import { formatDate } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { useCreatePeriod } from '../api/createPeriod';
import type { Company } from '../api/listCompanies';
import { ns } from '../i18n';
import { parseDates, serverFieldErrors, type FieldErrors } from '../validation';
import { DateField } from './DateField';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';

type Field = 'startDate' | 'endDate' | 'financialYearStartDate' | 'financialYearEndDate';
type Shown = Record<Field, string> & { same: boolean };

/** With one set of dates shown (`same`), the financial year is those dates. */
const datesOf = ({ same, ...shown }: Shown): Record<Field, string> =>
  same ? { ...shown, financialYearStartDate: shown.startDate, financialYearEndDate: shown.endDate } : shown;

/** POST /api/compPeriod/new: one more reporting period; by default its financial year is the same dates. */
export function PeriodModal({ company, onClose }: { company: Company; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const create = useCreatePeriod();
  const form = useSchemaForm<Shown, FieldErrors>(
    { startDate: '', endDate: '', financialYearStartDate: '', financialYearEndDate: '', same: true },
    {
      check: (v) => {
        const { errors } = parseDates(t, datesOf(v));
        if (v.same) {
          delete errors.financialYearStartDate;
          delete errors.financialYearEndDate;
        }
        return errors;
      },
      server: (error, v) => {
        const found = serverFieldErrors(t, error, datesOf(v));
        // With one set of dates shown, the financial year's issues belong to the dates on screen.
        if (v.same) {
          found.startDate ??= found.financialYearStartDate;
          found.endDate ??= found.financialYearEndDate;
        }
        return found;
      },
    },
  );
  const values = datesOf(form.values);

  const submit = () => {
    if (!form.validate()) return;
    const { dates } = parseDates(t, values);
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
        onError: form.refused,
      },
    );
  };
  const field = (name: Field) => (
    <DateField
      label={t(name)}
      controlId={`period-${name}`}
      value={values[name]}
      errorText={form.errors[name]}
      onChange={(value) => form.set({ [name]: value })}
    />
  );

  return (
    <EditDialog
      header={t('addPeriodTitle', { name: company.name })}
      confirm={t('addPeriod')}
      onClose={onClose}
      onConfirm={submit}
      save={create}
      errors={form.errors}
    >
      <ColumnLayout columns={2}>
        {field('startDate')}
        {field('endDate')}
      </ColumnLayout>
      <Checkbox checked={form.values.same} onChange={({ detail }) => form.set({ same: detail.checked })}>
        {t('sameYear')}
      </Checkbox>
      {!form.values.same && (
        <ColumnLayout columns={2}>
          {field('financialYearStartDate')}
          {field('financialYearEndDate')}
        </ColumnLayout>
      )}
    </EditDialog>
  );
}
