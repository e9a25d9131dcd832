import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { ns } from '../i18n';

/** The spec's states: the thank-you pop-up closes itself after a countdown (5 s here; the spec does not give it). */
export const THANK_YOU_SECONDS = 5;

export function ThankYou({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ns);
  const [left, setLeft] = useState(THANK_YOU_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      onClose();
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onClose]);
  return (
    <Modal
      visible
      header={t('thankYouTitle')}
      closeAriaLabel={t('close')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('close')}
          </Button>
        </Box>
      }
    >
      <Box variant="p">{t('thankYouText')}</Box>
      <Box variant="p" color="text-body-secondary" data-testid="countdown">
        {t('closesIn', { count: left })}
      </Box>
    </Modal>
  );
}
