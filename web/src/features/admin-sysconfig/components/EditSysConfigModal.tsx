import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { notifications } from '../../../notifications/store';
import { useEditSysConfig } from '../api/editSysConfig';
import { fetchSysConfig } from '../api/getSysConfig';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { parseYears, serverFieldErrors, shownYears, type FieldErrors } from '../validation';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';
import { YearFields } from './YearFields';

/** PUT /api/system-configurations/{id}: the company's current and new financial year dates. */
export function EditSysConfigModal({ config, onClose }: { config: SysConfig; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const edit = useEditSysConfig();
  const [values, setValues] = useState(() => shownYears(config));
  const [version, setVersion] = useState(config.version);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);

  const submit = () => {
    const { years, errors: found } = parseYears(t, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    edit.mutate(
      { id: config.id, ...years, version },
      {
        onSuccess: (saved) => {
          notifications.push({ type: 'success', text: t('saved', { name: saved.companyName }), literal: true });
          onClose();
        },
        onError: (error) => setErrors(serverFieldErrors(t, error)),
      },
    );
  };
  const reload = async () => {
    setReloading(true);
    try {
      setVersion((await fetchSysConfig(config.id)).version);
      edit.reset();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Modal
      visible
      size="medium"
      onDismiss={onClose}
      header={t('editTitle', { name: config.companyName })}
      footer={<DialogFooter confirm={t('save')} onCancel={onClose} onConfirm={submit} busy={edit.isPending} />}
    >
      <SpaceBetween size="m">
        <SaveError
          error={edit.error}
          shownAtFields={Object.keys(errors).length > 0}
          onReload={() => void reload()}
          reloading={reloading}
        />
        {reloaded && !edit.error && <Alert type="info">{t('reloaded')}</Alert>}
        <YearFields values={values} errors={errors} onChange={(p) => setValues((v) => ({ ...v, ...p }))} />
      </SpaceBetween>
    </Modal>
  );
}
