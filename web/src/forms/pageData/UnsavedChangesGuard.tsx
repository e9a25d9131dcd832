import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { yearGuard } from '../../shell/yearGuard';
import { ns } from './i18n';

/**
 * The spec's error catalogue ("confirm closing … with unsaved changes"), for the whole page: leaving it in the app or
 * switching the reporting year with unsaved edits asks first; closing or reloading the tab gets the
 * browser's own question (`beforeunload`, whose text browsers do not let a page choose).
 */
export function UnsavedChangesGuard({ dirty, testId = 'unsaved' }: { dirty: boolean; testId?: string }) {
  const { t } = useTranslation(ns);
  // Signing out, or the session ending (the spec's states: 401/403 go to Login), is not the user leaving the page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/login'),
  );
  const [yearChange, setYearChange] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    yearGuard.set((proceed) => setYearChange(() => proceed));
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      yearGuard.set(null);
    };
  }, [dirty]);

  const open = blocker.state === 'blocked' || yearChange !== null;
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setYearChange(null);
  };
  const leave = () => {
    if (blocker.state === 'blocked') blocker.proceed();
    if (yearChange) {
      yearGuard.set(null);
      yearChange();
    }
    setYearChange(null);
  };
  return (
    <Modal
      visible={open}
      onDismiss={stay}
      header={t('unsavedTitle')}
      data-testid={testId}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={stay}>{t('cancel')}</Button>
            <Button variant="primary" onClick={leave}>
              {t('leave')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {t('unsavedBody')}
    </Modal>
  );
}
