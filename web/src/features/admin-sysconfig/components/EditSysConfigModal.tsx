import { useTranslation } from 'react-i18next';
import { notifications } from '../../../notifications/store';
import { useEditSysConfig } from '../api/editSysConfig';
import { fetchSysConfig } from '../api/getSysConfig';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { parseYears, serverFieldErrors, shownYears, type FieldErrors } from '../validation';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';
import { YearFields } from './YearFields';

/** PUT /api/system-configurations/{id}: the company's current and new financial year dates. */
export function EditSysConfigModal({ config, onClose }: { config: SysConfig; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const save = useEditSysConfig();
  const form = useSchemaForm(() => shownYears(config), {
    check: (v): FieldErrors => parseYears(t, v).errors,
    server: (error) => serverFieldErrors(t, error),
  });
  const edit = useVersionedEdit(config.version, async () => (await fetchSysConfig(config.id)).version);

  const submit = () => {
    if (!form.validate()) return;
    const { years } = parseYears(t, form.values);
    save.mutate(
      { id: config.id, ...years, version: edit.version! },
      {
        onSuccess: (saved) => {
          notifications.push({ type: 'success', text: t('saved', { name: saved.companyName }), literal: true });
          onClose();
        },
        onError: form.refused,
      },
    );
  };

  return (
    <EditDialog
      size="medium"
      header={t('editTitle', { name: config.companyName })}
      confirm={t('save')}
      onClose={onClose}
      onConfirm={submit}
      save={save}
      errors={form.errors}
      edit={edit}
    >
      <YearFields values={form.values} errors={form.errors} onChange={form.set} />
    </EditDialog>
  );
}
