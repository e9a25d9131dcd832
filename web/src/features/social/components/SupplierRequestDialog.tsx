import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fromDisplayDate } from '@esg/core/lib/dates';
import { SupplierRequestCreate } from '@esg/core/schemas/suppliers';
import { apiIssueText } from '../../../i18n/errorText';
import { LANGUAGE_NAMES, LANGUAGES, type Language, languageOf } from '../../../i18n/languages';
import { EditDialog } from '../../../ui/EditDialog';
import { schemaIssues, toFieldErrors, validationIssues } from '../../../ui/fieldErrors';
import { useSendSupplierRequest } from '../api/supplierRequests';
import { ns } from '../i18n';

const FIELDS = ['supplierName', 'contactName', 'email', 'language', 'dueDate'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A new supplier data request (ADR 0119): the supplier, its contact's name and address, the language of
 * the mail and of the supplier's page, and the day the answer is due. Checked with the API's own schema.
 */
export function SupplierRequestDialog({ year, onClose }: { year: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(ns);
  const send = useSendSupplierRequest(year);
  const [form, setForm] = useState<Record<Field, string>>({
    supplierName: '',
    contactName: '',
    email: '',
    language: languageOf(i18n.language),
    dueDate: '',
  });
  const [checked, setChecked] = useState(false);
  const set = (field: Field) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  // The day is typed as every screen shows it (DD-MM-YYYY) and sent as stored.
  const request = { ...form, dueDate: fromDisplayDate(form.dueDate) ?? form.dueDate };
  // The API's own rules (a due day from today to two years ahead) in the reader's language; the rest, the dialog's.
  const say = (field: string, issue: { code?: string }) =>
    apiIssueText(t, issue) ?? t(field === 'email' ? 'emailInvalid' : field === 'dueDate' ? 'dueInvalid' : 'required');
  const errors = {
    ...toFieldErrors(validationIssues(send.error), say),
    ...(checked ? toFieldErrors(schemaIssues(SupplierRequestCreate, request), say) : {}),
  };
  const confirm = () => {
    setChecked(true);
    const parsed = SupplierRequestCreate.safeParse(request);
    if (parsed.success) send.mutate(parsed.data, { onSuccess: onClose });
  };
  const text = (field: Exclude<Field, 'language' | 'dueDate'>, type: 'text' | 'email' = 'text') => (
    <FormField label={t(field)} errorText={errors[field]}>
      <Input type={type} value={form[field]} onChange={({ detail }) => set(field)(detail.value)} ariaRequired />
    </FormField>
  );
  const options = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));
  return (
    <EditDialog
      header={t('newRequestTitle')}
      confirm={t('sendRequest')}
      onClose={onClose}
      onConfirm={confirm}
      save={send}
      errors={errors}
      fields={FIELDS}
    >
      <SpaceBetween size="m">
        {text('supplierName')}
        {text('contactName')}
        {text('email', 'email')}
        <FormField label={t('language')} description={t('languageHint')} errorText={errors.language}>
          <Select
            selectedOption={options.find((o) => o.value === form.language) ?? null}
            options={options}
            onChange={({ detail }) => set('language')(detail.selectedOption.value as Language)}
          />
        </FormField>
        <FormField label={t('dueDate')} constraintText={t('dateFormat')} errorText={errors.dueDate}>
          <Input
            value={form.dueDate}
            onChange={({ detail }) => set('dueDate')(detail.value)}
            placeholder="DD-MM-YYYY"
            ariaLabel={t('dueDate')}
            ariaRequired
          />
        </FormField>
      </SpaceBetween>
    </EditDialog>
  );
}
