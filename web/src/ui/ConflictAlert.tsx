import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useBroughtIntoView } from './useBroughtIntoView';

/** The spec's concurrency message, with the offer to take the latest version as the base of the next save. */
interface Props {
  onReload: () => void;
  reloading: boolean;
  testId?: string;
}

/**
 * For editors that keep their own version (useConflictReload), and dialogs (SaveError): shown away from Save, so
 * it comes into view, takes focus and is announced (docs/decisions/0068) — a refused save is never
 * left unseen below the fold.
 */
export function ConflictAlert({ onReload, reloading, testId = 'conflict' }: Props) {
  const { t } = useTranslation('common');
  const box = useBroughtIntoView(true);
  return (
    <div ref={box} tabIndex={-1} role="alert">
      <Alert
        type="error"
        data-testid={testId}
        action={
          <Button onClick={onReload} loading={reloading}>
            {t('reload')}
          </Button>
        }
      >
        {t('conflict')}
      </Alert>
    </div>
  );
}
