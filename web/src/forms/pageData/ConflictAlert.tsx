import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { ns } from './i18n';

/** The spec's concurrency message, with the offer to take the latest version as the base of the next save. */
interface Props {
  onReload: () => void;
  reloading: boolean;
  testId?: string;
}

export function ConflictAlert({ onReload, reloading, testId = 'conflict' }: Props) {
  const { t } = useTranslation(ns);
  return (
    <Alert
      type="error"
      data-testid={testId}
      action={
        <Button onClick={onReload} loading={reloading}>
          {t('reload')}
        </Button>
      }
    >
      {t('conflict', { ns: 'common' })}
    </Alert>
  );
}
