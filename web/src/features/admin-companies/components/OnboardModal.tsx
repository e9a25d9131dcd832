import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Onboarding } from '@esg/core/schemas/company';
import { notifications } from '../../../notifications/store';
import { useOnboardCompany } from '../api/onboardCompany';
import { ns } from '../i18n';
import { parseDates, serverFieldErrors, toFieldErrors, type FieldErrors } from '../validation';
import { AdminFields, type AdminValues } from './AdminFields';
import { CompanyFields, type CompanyValues } from './CompanyFields';
import { DateField } from './DateField';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';

/** Flat `section.field` values, the way field errors are keyed. */
const flat = (company: CompanyValues, admin: AdminValues) => ({
  ...Object.fromEntries(Object.entries(company).map(([k, v]) => [`company.${k}`, v])),
  ...Object.fromEntries(Object.entries(admin).map(([k, v]) => [`admin.${k}`, v])),
});

/** POST /api/comp/subscribe/{start}/{end}: a new customer, its first financial year and first administrator. */
export function OnboardModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ns);
  const onboard = useOnboardCompany();
  const [company, setCompany] = useState<CompanyValues>({ name: '', nameZh: '', langKey: 'en' });
  const [admin, setAdmin] = useState<AdminValues>({ login: '', email: '', firstName: '', lastName: '' });
  const [year, setYear] = useState({ start: '', end: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const body = {
      company: { ...company, nameZh: company.nameZh.trim() || undefined },
      admin: { ...admin, langKey: company.langKey },
    };
    const check = Onboarding.safeParse(body);
    const { dates, errors: dateErrors } = parseDates(t, year);
    const found = {
      ...(check.success ? {} : toFieldErrors(t, check.error.issues, flat(company, admin))),
      ...dateErrors,
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onboard.mutate(
      { ...body, start: dates.start, end: dates.end },
      {
        onSuccess: (reply) => {
          const text = t('onboarded', { name: reply.company.name, email: reply.admin.email });
          notifications.push({ type: 'success', text, literal: true });
          onClose();
        },
        onError: (error) => setErrors(serverFieldErrors(t, error, flat(company, admin))),
      },
    );
  };

  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={t('onboardTitle')}
      footer={<DialogFooter confirm={t('onboard')} onCancel={onClose} onConfirm={submit} busy={onboard.isPending} />}
    >
      <SpaceBetween size="l">
        <Box variant="p">{t('onboardHint')}</Box>
        <SaveError error={onboard.error} shownAtFields={Object.keys(errors).length > 0} />
        <Header variant="h3">{t('companySection')}</Header>
        <CompanyFields
          values={company}
          errors={errors}
          prefix="company."
          onChange={(p) => setCompany((v) => ({ ...v, ...p }))}
        />
        <Header variant="h3">{t('firstYear')}</Header>
        <ColumnLayout columns={2}>
          <DateField
            label={t('startDate')}
            controlId="onboard-start"
            value={year.start}
            errorText={errors.start}
            onChange={(start) => setYear((y) => ({ ...y, start }))}
          />
          <DateField
            label={t('endDate')}
            controlId="onboard-end"
            value={year.end}
            errorText={errors.end}
            onChange={(end) => setYear((y) => ({ ...y, end }))}
          />
        </ColumnLayout>
        <Header variant="h3">{t('adminSection')}</Header>
        <AdminFields values={admin} errors={errors} onChange={(p) => setAdmin((v) => ({ ...v, ...p }))} />
      </SpaceBetween>
    </Modal>
  );
}
