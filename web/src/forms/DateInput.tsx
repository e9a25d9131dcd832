import Input from '@cloudscape-design/components/input';
import { fromDisplayDate, toDisplayDate } from '@esg/core/lib/dates';
import { useTranslation } from 'react-i18next';
import { usePageForm } from './context';
import { formsNs } from './i18n';

interface Props {
  path: string;
  ariaLabel?: string;
}

/**
 * The spec's constants: shown DD-MM-YYYY, stored YYYY-MM-DD. A complete, real date is stored as ISO; anything
 * else is kept as typed, so the catalogue's check says "Please enter a valid date." about it.
 */
export function DateInput({ path, ariaLabel }: Props) {
  const { t } = useTranslation(formsNs);
  const { valueAt, change, readOnly } = usePageForm();
  const value = valueAt(path);
  const stored = typeof value === 'string' ? value : '';
  return (
    <Input
      value={toDisplayDate(stored) ?? stored}
      placeholder={t('datePlaceholder')}
      ariaLabel={ariaLabel}
      readOnly={readOnly}
      onChange={({ detail }) => change(path, fromDisplayDate(detail.value) ?? detail.value)}
    />
  );
}
