import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { shellNs } from '../i18n';

/** The spec's screens: what a page that never arrived says, with a way to try again. */
export function PageTimeout() {
  const { t } = useTranslation(shellNs);
  return (
    <Box padding="l">
      <Alert
        type="warning"
        action={<Button onClick={() => window.location.reload()}>{t('retry')}</Button>}
        data-testid="page-timeout"
      >
        {t('pageTimeout')}
      </Alert>
    </Box>
  );
}
