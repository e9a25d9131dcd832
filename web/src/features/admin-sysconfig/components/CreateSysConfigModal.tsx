import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { notifications } from '../../../notifications/store';
import { useCreateSysConfig } from '../api/createSysConfig';
import { useCompanies } from '../api/listCompanies';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { parseYears, serverFieldErrors, shownYears, type FieldErrors } from '../validation';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { YearFields } from './YearFields';

/** POST /api/system-configurations: for a company that has none (the seeded demo companies, say). */
export function CreateSysConfigModal({ existing, onClose }: { existing: SysConfig[]; onClose: () => void }) {
  const { t } = useTranslation(ns);
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
    .map((c) => ({ value: c.id, label: c.name }));

  const submit = () => {
    if (!form.validate() || !companyId) return;
    create.mutate(
      { companyId, ...parseYears(t, form.values).years },
      {
        onSuccess: (saved) => {
          notifications.push({ type: 'success', text: t('created', { name: saved.companyName }), literal: true });
          onClose();
        },
        onError: form.refused,
      },
    );
  };

  return (
    <EditDialog
      size="medium"
      header={t('createTitle')}
      confirm={t('create')}
      onClose={onClose}
      onConfirm={submit}
      save={create}
      errors={form.errors}
    >
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
