import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import { formatDate } from '../../../i18n/format';
import type { Company, Period } from '../api/listCompanies';
import { useSetPrinted } from '../api/setPrinted';
import { ns } from '../i18n';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';

interface Props {
  company: Company;
  period: Period;
  reload: () => Promise<Company | undefined>;
  onClose: () => void;
}

/** Locks a year (printed: every write to it answers 423) or reopens it, after confirmation. */
export function PrintedModal({ company, period, reload, onClose }: Props) {
  const { t } = useTranslation(ns);
  const save = useSetPrinted();
  const edit = useVersionedEdit(
    period.version,
    async () => (await reload())?.compPeriods.find((p) => p.yearEnd === period.yearEnd)?.version,
  );
  const lock = !period.printed;
  const date = formatDate(period.yearEnd);

  const dialog = dialogSave({ save, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => ({
        companyId: company.id,
        yearEnd: period.yearEnd,
        printed: lock,
        version: edit.version ?? period.version,
      }),
      () => t(lock ? 'lockedNotice' : 'reopenedNotice', { date }),
    );

  return (
    <EditDialog
      header={t(lock ? 'lockTitle' : 'unlockTitle')}
      confirm={t(lock ? 'lock' : 'unlock')}
      onConfirm={submit}
      {...dialog.props}
    >
      <Box variant="p">{t(lock ? 'lockConfirm' : 'unlockConfirm', { date, name: company.name })}</Box>
    </EditDialog>
  );
}
