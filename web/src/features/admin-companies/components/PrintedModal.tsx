import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import type { Company, Period } from '../api/listCompanies';
import { useSetPrinted } from '../api/setPrinted';
import { ns } from '../i18n';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';

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
  const [version, setVersion] = useState(period.version);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const lock = !period.printed;
  const date = formatDate(period.yearEnd);

  const submit = () =>
    save.mutate(
      { companyId: company.id, yearEnd: period.yearEnd, printed: lock, version },
      {
        onSuccess: () => {
          notifications.push({
            type: 'success',
            text: t(lock ? 'lockedNotice' : 'reopenedNotice', { date }),
            literal: true,
          });
          onClose();
        },
      },
    );
  const onReload = async () => {
    setReloading(true);
    try {
      const fresh = (await reload())?.compPeriods.find((p) => p.yearEnd === period.yearEnd);
      if (fresh) setVersion(fresh.version);
      save.reset();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t(lock ? 'lockTitle' : 'unlockTitle')}
      footer={
        <DialogFooter
          confirm={t(lock ? 'lock' : 'unlock')}
          onCancel={onClose}
          onConfirm={submit}
          busy={save.isPending}
        />
      }
    >
      <SpaceBetween size="m">
        <SaveError error={save.error} onReload={() => void onReload()} reloading={reloading} />
        {reloaded && !save.error && <Alert type="info">{t('reloaded')}</Alert>}
        <Box variant="p">{t(lock ? 'lockConfirm' : 'unlockConfirm', { date, name: company.name })}</Box>
      </SpaceBetween>
    </Modal>
  );
}
