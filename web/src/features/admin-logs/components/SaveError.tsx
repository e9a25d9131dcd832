import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { errorText } from '../../../i18n/errorText';
import { ns } from '../i18n';

/** Why the log could not be read, in the table's empty state. */
export function SaveError({ error }: { error: unknown }) {
  const { t } = useTranslation(ns);
  return <Alert type="error">{`${t('loadFailed')} ${errorText(t, error)}`}</Alert>;
}
