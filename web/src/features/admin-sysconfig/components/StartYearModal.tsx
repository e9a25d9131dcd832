import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import { formatDate } from '../../../i18n/format';
import { useEditSysConfig } from '../api/editSysConfig';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { serverFieldErrors, type FieldErrors, type StoredYears } from '../validation';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useSchemaForm } from '../../../ui/useSchemaForm';
import { useCompanyName } from '../../../ui/wording';
import { useConfigEdit } from './useConfigEdit';

/** The dialog has no fields: every rule the server refuses is said above the buttons. */
const NO_FIELDS: readonly string[] = [];

/** The years a start sends: the current one it closes and the new one it opens. */
const storedYears = (c: SysConfig): StoredYears => ({
  financialYearStartDate: c.financialYearStartDate,
  financialYearEndDate: c.financialYearEndDate,
  newFinancialYearStartDate: c.newFinancialYearStartDate,
  newFinancialYearEndDate: c.newFinancialYearEndDate,
});

/** Starts the new financial year, after confirmation: it becomes current and gets its reporting period. */
export function StartYearModal({ config, onClose }: { config: SysConfig; onClose: () => void }) {
  const { t, i18n } = useTranslation(ns);
  const save = useEditSysConfig();
  // Nothing is typed: the dialog's values are the stored years it starts from, and Reload takes them as stored now.
  const form = useSchemaForm(() => storedYears(config), {
    check: (): FieldErrors => ({}),
    server: (e) => serverFieldErrors(t, e),
  });
  const edit = useConfigEdit(config, form, storedYears);
  // The company in the reader's language, as the list names it (ADR 0121).
  const name = useCompanyName({ en: config.companyName, zh: config.companyNameZh }, i18n.language).text;
  const from = form.values.newFinancialYearStartDate;
  const to = form.values.newFinancialYearEndDate;

  const dialog = dialogSave({ save, form, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => ({ id: config.id, ...form.values, startNewFinancialYear: true, version: edit.version! }),
      () => t('yearStarted', { name, date: formatDate(to) }),
    );

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
