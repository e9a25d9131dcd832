import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { ApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';
import { ns } from '../i18n';
import { issueText } from '../labels';

interface Props {
  error: unknown;
  /** Offered on a conflict (409): load the latest version and keep what the user typed. */
  onReload?: () => void;
  reloading?: boolean;
}

/** Why a save failed, next to the form: the spec's conflict message, each refused rule, or the error. */
export function SaveError({ error, onReload, reloading }: Props) {
  const { t } = useTranslation(ns);
  if (!error) return null;
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
  if (error instanceof ApiError && error.code === 'VALIDATION' && error.issues.length > 0) {
    const texts = [...new Set(error.issues.map((i) => issueText(t, i.message)))];
    return (
      <Alert type="error">
        {texts.length === 1 ? (
          texts[0]
        ) : (
          <ul>
            {texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </Alert>
    );
  }
  return <Alert type="error">{errorText(t, error)}</Alert>;
}
