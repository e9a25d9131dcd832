import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CompanyEdit } from '@esg/core/schemas/company';
import { notifications } from '../../../notifications/store';
import type { Company } from '../api/listCompanies';
import { useUpdateCompany } from '../api/updateCompany';
import { ns } from '../i18n';
import { serverFieldErrors, toFieldErrors, type FieldErrors } from '../validation';
import { CompanyFields, type CompanyValues } from './CompanyFields';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';

interface Props {
  company: Company;
  reload: () => Promise<Company | undefined>;
  onClose: () => void;
}

/** PUT /api/comp/all: renames a company or changes its language, on the version the list showed. */
export function CompanyEditModal({ company, reload, onClose }: Props) {
  const { t } = useTranslation(ns);
  const update = useUpdateCompany();
  const [values, setValues] = useState<CompanyValues>({
    name: company.name,
    nameZh: company.nameZh ?? '',
    langKey: company.langKey,
  });
  const [version, setVersion] = useState(company.version);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);

  const submit = () => {
    const body = { id: company.id, ...values, nameZh: values.nameZh.trim() || undefined, version };
    const check = CompanyEdit.safeParse(body);
    const found = check.success ? {} : toFieldErrors(t, check.error.issues, values);
    setErrors(found);
    if (!check.success) return;
    update.mutate(body, {
      onSuccess: (saved) => {
        notifications.push({ type: 'success', text: t('companySaved', { name: saved.name }), literal: true });
        onClose();
      },
      onError: (error) => setErrors(serverFieldErrors(t, error, values)),
    });
  };
  const onReload = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (fresh) setVersion(fresh.version);
      update.reset();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('editCompanyTitle', { name: company.name })}
      footer={<DialogFooter confirm={t('save')} onCancel={onClose} onConfirm={submit} busy={update.isPending} />}
    >
      <SpaceBetween size="m">
        <SaveError
          error={update.error}
          shownAtFields={Object.keys(errors).length > 0}
          onReload={() => void onReload()}
          reloading={reloading}
        />
        {reloaded && !update.error && <Alert type="info">{t('reloaded')}</Alert>}
        <CompanyFields values={values} errors={errors} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
      </SpaceBetween>
    </Modal>
  );
}
