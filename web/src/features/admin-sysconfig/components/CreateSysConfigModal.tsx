import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useCreateSysConfig } from '../api/createSysConfig';
import { useCompanies } from '../api/listCompanies';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { parseYears, serverFieldErrors, shownYears, type FieldErrors } from '../validation';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useSimplified, wordingIn } from '../../../ui/wording';
import { YearFields } from './YearFields';

/** POST /api/system-configurations: for a company that has none (the seeded demo companies, say). */
export function CreateSysConfigModal({ existing, onClose }: { existing: SysConfig[]; onClose: () => void }) {
  const { t, i18n } = useTranslation(ns);
  const toSimplified = useSimplified(i18n.language);
  const companies = useCompanies(true);
  const create = useCreateSysConfig();
  const [companyId, setCompanyId] = useState<string>();
  const form = useSchemaForm(() => shownYears({}), {
    check: (v): FieldErrors => {
      const { errors } = parseYears(t, v);
      return companyId ? errors : { ...errors, companyId: t('companyRequired') };
    },
    server: (error) => serverFieldErrors(t, error),
  });
  const configured = new Set(existing.map((c) => c.id));
  const options = (companies.data ?? [])
    .filter((c) => !configured.has(c.id))
    // Each company in the reader's language, as the list names it (ADR 0121).
    .map((c) => ({ value: c.id, label: wordingIn(c.name, { hk: c.nameZh }, i18n.language, toSimplified).text }));

  const dialog = dialogSave({ save: create, form, onClose });
  // The check refuses a missing company, so the body is only built with one.
  const submit = () =>
    dialog.submit(
      () => ({ companyId: companyId ?? '', ...parseYears(t, form.values).years }),
      (saved) => t('created', { name: options.find((o) => o.value === saved.id)?.label ?? saved.companyName }),
    );

  return (
    <EditDialog size="medium" header={t('createTitle')} confirm={t('create')} onConfirm={submit} {...dialog.props}>
      <FormField label={t('company')} controlId="sysconfig-company" errorText={form.errors.companyId}>
        <Select
          controlId="sysconfig-company"
          placeholder={t('chooseCompany')}
          statusType={companies.isPending ? 'loading' : 'finished'}
          loadingText={t('loading')}
          options={options}
          selectedOption={options.find((o) => o.value === companyId) ?? null}
          onChange={({ detail }) => setCompanyId(detail.selectedOption.value)}
        />
      </FormField>
      <YearFields values={form.values} errors={form.errors} onChange={form.set} />
    </EditDialog>
  );
}
