import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { ns } from '../i18n';
import type { FieldErrors } from '../validation';
import { SaveError } from '../../../ui/SaveError';

interface Props {
  error: unknown;
  errors: FieldErrors;
  reload: () => void;
  reloading: boolean;
  reloaded: boolean;
}

/** Above a catalogue form: why the save failed (or the conflict and Reload), or that it was reloaded. */
export function FormStatus({ error, errors, reload, reloading, reloaded }: Props) {
  const { t } = useTranslation(ns);
  const fields = Object.keys(errors).filter((f) => f !== 'form');
  return (
    <>
      {errors.form && <Alert type="error">{errors.form}</Alert>}
      <SaveError
        error={error}
        shownAtFields={fields.length > 0 || Boolean(errors.form)}
        onReload={reload}
        reloading={reloading}
      />
      {reloaded && !error && <Alert type="info">{t('reloaded')}</Alert>}
    </>
  );
}
