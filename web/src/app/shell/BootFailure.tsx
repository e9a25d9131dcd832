import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import { i18n } from '../../i18n';

/** Without /config.json the app cannot sign anyone in; say so instead of a blank page. */
export function BootFailure() {
  const { t } = useTranslation('common', { i18n });
  return (
    <Box padding="xxl">
      <main>
        <Alert type="error">{t('networkError')}</Alert>
      </main>
    </Box>
  );
}
