import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDate } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';
import { useEditSysConfig } from '../api/editSysConfig';
import { fetchSysConfig } from '../api/getSysConfig';
import type { SysConfig } from '../api/listSysConfigs';
import { ns } from '../i18n';
import { serverFieldErrors } from '../validation';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';

/** Starts the new financial year, after confirmation: it becomes current and gets its reporting period. */
export function StartYearModal({ config, onClose }: { config: SysConfig; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const edit = useEditSysConfig();
  const [base, setBase] = useState(config);
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const name = config.companyName;
  const from = base.newFinancialYearStartDate;
  const to = base.newFinancialYearEndDate;
  const issues = Object.values(serverFieldErrors(t, edit.error));

  const submit = () => {
    const { id, financialYearStartDate, financialYearEndDate, version } = base;
    const next = { newFinancialYearStartDate: from, newFinancialYearEndDate: to };
    edit.mutate(
      { id, financialYearStartDate, financialYearEndDate, ...next, startNewFinancialYear: true, version },
      {
        onSuccess: () => {
          const text = t('yearStarted', { name, date: formatDate(to) });
          notifications.push({ type: 'success', text, literal: true });
          onClose();
        },
      },
    );
  };
  const reload = async () => {
    setReloading(true);
    try {
      setBase(await fetchSysConfig(config.id));
      edit.reset();
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('startYearTitle')}
      footer={
        <DialogFooter
          confirm={t('startYear')}
          onCancel={onClose}
          onConfirm={submit}
          busy={edit.isPending}
          disabled={!from || !to}
        />
      }
    >
      <SpaceBetween size="m">
        <SaveError
          error={edit.error}
          shownAtFields={issues.length > 0}
          onReload={() => void reload()}
          reloading={reloading}
        />
        {issues.map((text) => (
          <Alert key={text} type="error">
            {text}
          </Alert>
        ))}
        {reloaded && !edit.error && <Alert type="info">{t('reloaded')}</Alert>}
        <Box variant="p">
          {from && to
            ? t('startYearConfirm', { name, from: formatDate(from), to: formatDate(to) })
            : t('startYearMissing', { name })}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
