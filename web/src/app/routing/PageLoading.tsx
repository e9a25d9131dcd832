import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { shellNs } from '../i18n';
import { PAGE_TIMEOUT_MS, pingAndReload } from './loading';
import { PageTimeout } from './PageTimeout';

/** Suspense fallback: nothing for `delay` ms, then a spinner, then the timeout message at 10 s. */
export function PageLoading({ delay }: { delay: number }) {
  const { t } = useTranslation(shellNs);
  const [phase, setPhase] = useState<'quiet' | 'spinner' | 'timeout'>('quiet');

  useEffect(() => {
    const show = setTimeout(() => setPhase('spinner'), delay);
    const timeout = setTimeout(() => {
      setPhase('timeout');
      void pingAndReload();
    }, PAGE_TIMEOUT_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(timeout);
    };
  }, [delay]);

  if (phase === 'timeout') return <PageTimeout />;
  if (phase === 'quiet') return null;
  return (
    <Box textAlign="center" padding="xxl" data-testid="page-loading">
      <Spinner size="large" />
      <Box variant="p" color="text-body-secondary" padding={{ top: 's' }}>
        {t('loading')}
      </Box>
    </Box>
  );
}
