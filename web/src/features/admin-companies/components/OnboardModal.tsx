import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import { Onboarding } from '@esg/core/schemas/company';
import { useOnboardCompany } from '../api/onboardCompany';
import { ns } from '../i18n';
import { parseDates, serverFieldErrors, toFieldErrors, type FieldErrors } from '../validation';
import { AdminFields, type AdminValues } from './AdminFields';
import { CompanyFields, type CompanyValues } from './CompanyFields';
import { DateField } from './DateField';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { schemaIssues } from '../../../ui/fieldErrors';
import { useSchemaForm } from '../../../ui/useSchemaForm';

/** Flat `section.field` values, the way field errors are keyed. */
const flat = (company: CompanyValues, admin: AdminValues) => ({
  ...Object.fromEntries(Object.entries(company).map(([k, v]) => [`company.${k}`, v])),
  ...Object.fromEntries(Object.entries(admin).map(([k, v]) => [`admin.${k}`, v])),
});

interface Values {
  company: CompanyValues;
  admin: AdminValues;
  year: { start: string; end: string };
}

const bodyOf = ({ company, admin }: Values) => ({
  company: { ...company, nameZh: company.nameZh.trim() || undefined },
  admin: { ...admin, langKey: company.langKey },
});

/** POST /api/comp/subscribe/{start}/{end}: a new customer, its first financial year and first administrator. */
export function OnboardModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ns);
  const onboard = useOnboardCompany();
  const form = useSchemaForm<Values, FieldErrors>(
    {
      company: { name: '', nameZh: '', langKey: 'en' },
      admin: { login: '', email: '', firstName: '', lastName: '' },
      year: { start: '', end: '' },
    },
    {
      check: (v) => ({
        ...toFieldErrors(t, schemaIssues(Onboarding, bodyOf(v)), flat(v.company, v.admin)),
        ...parseDates(t, v.year).errors,
      }),
      server: (error, v) => serverFieldErrors(t, error, flat(v.company, v.admin)),
    },
  );
  const { values, errors, set } = form;

  const dialog = dialogSave({ save: onboard, form, onClose });
  const submit = () =>
    dialog.submit(
      () => {
        const { dates } = parseDates(t, values.year);
        return { ...bodyOf(values), start: dates.start, end: dates.end };
      },
      (reply) => t('onboarded', { name: reply.company.name, email: reply.admin.email }),
    );

  return (
    <EditDialog size="large" header={t('onboardTitle')} confirm={t('onboard')} onConfirm={submit} {...dialog.props}>
      <Box variant="p">{t('onboardHint')}</Box>
      <Header variant="h3">{t('companySection')}</Header>
      <CompanyFields
        values={values.company}
        errors={errors}
        prefix="company."
        onChange={(p) => set({ company: { ...values.company, ...p } })}
      />
      <Header variant="h3">{t('firstYear')}</Header>
      <ColumnLayout columns={2}>
        <DateField
          label={t('startDate')}
          controlId="onboard-start"
          value={values.year.start}
          errorText={errors.start}
          onChange={(start) => set({ year: { ...values.year, start } })}
        />
        <DateField
          label={t('endDate')}
          controlId="onboard-end"
          value={values.year.end}
          errorText={errors.end}
          onChange={(end) => set({ year: { ...values.year, end } })}
        />
      </ColumnLayout>
      <Header variant="h3">{t('adminSection')}</Header>
      <AdminFields values={values.admin} errors={errors} onChange={(p) => set({ admin: { ...values.admin, ...p } })} />
    </EditDialog>
  );
}
