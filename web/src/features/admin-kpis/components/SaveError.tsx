import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { ApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';
import { ns } from '../i18n';

interface Props {
  error: unknown;
  /** Field errors already say what is wrong: no second message above the form. */
  shownAtFields?: boolean;
  /** Offered on a conflict (409): load the latest version and keep what the user typed. */
  onReload?: () => void;
  reloading?: boolean;
}

/** Why a save failed, inside the dialog (a top notification would sit behind the modal). */
export function SaveError({ error, shownAtFields, onReload, reloading }: Props) {
  const { t } = useTranslation(ns);
  if (!error || shownAtFields) return null;
  if (error instanceof ApiError && error.status === 409) {
    const action = onReload && (
      <Button onClick={onReload} loading={reloading}>
        {t('reload')}
      </Button>
    );
    return (
      <Alert type="error" action={action}>
        {t('common:conflict')}
      </Alert>
    );
  }
  return <Alert type="error">{errorText(t, error)}</Alert>;
}
