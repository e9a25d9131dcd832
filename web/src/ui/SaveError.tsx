import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { ApiError } from '../api/errors';
import { errorText } from '../i18n/errorText';
import { ConflictAlert } from './ConflictAlert';
import type { IssueLike } from './fieldErrors';

/** A refused rule in the feature's words: by its message, with the whole issue (code, path) at hand. */
export type IssueText = (messageKey: string, issue: IssueLike) => string;

interface Props {
  error: unknown;
  /** Field errors already say what is wrong: no second message above the form. */
  shownAtFields?: boolean;
  /** Offered on a version conflict (409 `conflict`): load the latest version and keep the user's edits. */
  onReload?: () => void;
  reloading?: boolean;
  /** Rules the server refused that no field shows (e.g. a role's level): one line each, in the feature's words. */
  issueText?: IssueText;
}

/** Why a save failed, inside the form or dialog (a top notification would sit behind a modal). */
export function SaveError({ error, shownAtFields, onReload, reloading, issueText }: Props) {
  const { t } = useTranslation('common');
  if (!error || shownAtFields) return null;
  // A 409 for a rule (e.g. a retired factor) says that rule; only a version conflict offers Reload.
  if (error instanceof ApiError && error.status === 409 && (!error.messageKey || error.messageKey === 'conflict')) {
    // With Reload on offer it comes into view and takes focus, as every editor's conflict does (ConflictAlert).
    if (onReload) return <ConflictAlert onReload={onReload} reloading={reloading ?? false} />;
    return <Alert type="error">{t('conflict')}</Alert>;
  }
  if (issueText && error instanceof ApiError && error.code === 'VALIDATION' && error.issues.length > 0) {
    const texts = [...new Set(error.issues.map((i) => issueText(i.message, i)))];
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
