import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { notifications } from '../../../notifications/store';
import { DialogFooter } from '../../../ui/DialogFooter';
import { SaveError } from '../../../ui/SaveError';
import type { Factor } from '../api/listFactors';
import { useRetireFactor } from '../api/retireFactor';
import { ns } from '../i18n';

/**
 * Asks before retiring a factor (ADR 0023) and says what it means: no new calculation uses it,
 * figures that used it keep it in their lineage, and it cannot be undone.
 */
export function RetireDialog({ factor, onClose }: { factor: Factor; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const retire = useRetireFactor();
  const confirm = () =>
    retire.mutate(
      { id: factor.id, version: factor.version },
      {
        onSuccess: (retired) => {
          notifications.push({ type: 'success', text: t('factorRetired', { id: retired.id }), literal: true });
          onClose();
        },
      },
    );
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('retireTitle', { id: factor.id })}
      footer={<DialogFooter confirm={t('retire')} onCancel={onClose} onConfirm={confirm} busy={retire.isPending} />}
    >
      <SpaceBetween size="m">
        <Box variant="p">{t('retireIntro', { id: factor.id })}</Box>
        <ul>
          <li>{t('retireNoNewUse')}</li>
          <li>{t('retireLineage')}</li>
          <li>{t('retireFinal')}</li>
        </ul>
        <SaveError error={retire.error} />
      </SpaceBetween>
    </Modal>
  );
}
