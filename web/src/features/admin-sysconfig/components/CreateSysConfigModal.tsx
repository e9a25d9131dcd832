import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { notifications } from '../../../notifications/store';
import { useCreateSysConfig } from '../api/createSysConfig';
import { useCompanies } from '../api/listCompanies';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { parseYears, serverFieldErrors, shownYears, type FieldErrors } from '../validation';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';
import { YearFields } from './YearFields';

/** POST /api/system-configurations: for a company that has none (the seeded demo companies, say). */
export function CreateSysConfigModal({ existing, onClose }: { existing: SysConfig[]; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const companies = useCompanies(true);
  const create = useCreateSysConfig();
  const [companyId, setCompanyId] = useState<string>();
  const [values, setValues] = useState(() => shownYears({}));
  const [errors, setErrors] = useState<FieldErrors>({});
  const configured = new Set(existing.map((c) => c.id));
  const options = (companies.data ?? [])
    .filter((c) => !configured.has(c.id))
    .map((c) => ({ value: c.id, label: c.name }));

  const submit = () => {
    const { years, errors: found } = parseYears(t, values);
    if (!companyId) found.companyId = t('companyRequired');
    setErrors(found);
    if (Object.keys(found).length > 0 || !companyId) return;
    create.mutate(
      { companyId, ...years },
      {
        onSuccess: (saved) => {
          notifications.push({ type: 'success', text: t('created', { name: saved.companyName }), literal: true });
          onClose();
        },
        onError: (error) => setErrors(serverFieldErrors(t, error)),
      },
    );
  };

  return (
    <Modal
      visible
      size="medium"
      onDismiss={onClose}
      header={t('createTitle')}
      footer={<DialogFooter confirm={t('create')} onCancel={onClose} onConfirm={submit} busy={create.isPending} />}
    >
      <SpaceBetween size="m">
        <SaveError error={create.error} shownAtFields={Object.keys(errors).length > 0} />
        <FormField label={t('company')} controlId="sysconfig-company" errorText={errors.companyId}>
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
        <YearFields values={values} errors={errors} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
      </SpaceBetween>
    </Modal>
  );
}
