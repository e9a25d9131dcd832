import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { ns } from '../i18n';
import type { FieldErrors, ShownYears, YearField } from '../validation';

interface Props {
  values: ShownYears;
  errors: FieldErrors;
  onChange: (patch: Partial<ShownYears>) => void;
}

/** The current and the new financial year, typed as the product shows dates (DD-MM-YYYY). */
export function YearFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation(ns);
  const field = (name: YearField) => (
    <FormField
      label={t(name)}
      controlId={`sysconfig-${name}`}
      constraintText={t(name.startsWith('new') ? 'optionalDateHint' : 'dateHint')}
      errorText={errors[name]}
    >
      <Input
        controlId={`sysconfig-${name}`}
        value={values[name]}
        placeholder="DD-MM-YYYY"
        inputMode="numeric"
        autoComplete="off"
        onChange={({ detail }) => onChange({ [name]: detail.value })}
      />
    </FormField>
  );
  return (
    <ColumnLayout columns={2}>
      {field('financialYearStartDate')}
      {field('financialYearEndDate')}
      {field('newFinancialYearStartDate')}
      {field('newFinancialYearEndDate')}
    </ColumnLayout>
  );
}
