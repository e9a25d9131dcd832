import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import { formatDate } from '../../../i18n/format';
import { useEditSysConfig } from '../api/editSysConfig';
import { fetchSysConfig } from '../api/getSysConfig';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { serverFieldErrors, type FieldErrors } from '../validation';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';

/** The dialog has no fields: every rule the server refuses is said above the buttons. */
const NO_FIELDS: readonly string[] = [];

/** Starts the new financial year, after confirmation: it becomes current and gets its reporting period. */
export function StartYearModal({ config, onClose }: { config: SysConfig; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const save = useEditSysConfig();
  // Reload shows the stored new year (another administrator may have changed it) and saves on its version.
  const [base, setBase] = useState(config);
  const edit = useVersionedEdit(config.version, async () => {
    const latest = await fetchSysConfig(config.id);
    setBase(latest);
    return latest.version;
  });
  const form = useSchemaForm<object, FieldErrors>({}, { check: () => ({}), server: (e) => serverFieldErrors(t, e) });
  const name = config.companyName;
  const from = base.newFinancialYearStartDate;
  const to = base.newFinancialYearEndDate;

  const dialog = dialogSave({ save, form, edit, onClose });
  const submit = () => {
    const { id, financialYearStartDate, financialYearEndDate } = base;
    const next = { newFinancialYearStartDate: from, newFinancialYearEndDate: to };
    const version = edit.version ?? base.version;
    dialog.submit(
      () => ({ id, financialYearStartDate, financialYearEndDate, ...next, startNewFinancialYear: true, version }),
      () => t('yearStarted', { name, date: formatDate(to) }),
    );
  };

  return (
    <EditDialog
      header={t('startYearTitle')}
      confirm={t('startYear')}
      onConfirm={submit}
      fields={NO_FIELDS}
      {...dialog.props}
      disabled={!from || !to}
    >
      <Box variant="p">
        {from && to
          ? t('startYearConfirm', { name, from: formatDate(from), to: formatDate(to) })
          : t('startYearMissing', { name })}
      </Box>
    </EditDialog>
  );
}
