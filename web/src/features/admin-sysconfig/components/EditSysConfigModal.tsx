import { useTranslation } from 'react-i18next';
import { useEditSysConfig } from '../api/editSysConfig';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { parseYears, serverFieldErrors, shownYears, type FieldErrors } from '../validation';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useCompanyName } from '../../../ui/wording';
import { useConfigEdit } from './useConfigEdit';
import { YearFields } from './YearFields';

/** PUT /api/system-configurations/{id}: the company's current and new financial year dates. */
export function EditSysConfigModal({ config, onClose }: { config: SysConfig; onClose: () => void }) {
  const { t, i18n } = useTranslation(ns);
  // The company in the reader's language, as the list names it (ADR 0121).
  const name = useCompanyName({ en: config.companyName, zh: config.companyNameZh }, i18n.language).text;
  const save = useEditSysConfig();
  const form = useSchemaForm(() => shownYears(config), {
    check: (v): FieldErrors => parseYears(t, v).errors,
    server: (error) => serverFieldErrors(t, error),
  });
  const edit = useConfigEdit(config, form, shownYears);

  const dialog = dialogSave({ save, form, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => ({ id: config.id, ...parseYears(t, form.values).years, version: edit.version! }),
      () => t('saved', { name }),
    );

  return (
    <EditDialog
      size="medium"
      header={t('editTitle', { name })}
      confirm={t('save')}
      onConfirm={submit}
      {...dialog.props}
    >
      <YearFields values={form.values} errors={form.errors} onChange={form.set} />
    </EditDialog>
  );
}
