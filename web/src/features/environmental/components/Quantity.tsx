import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useUnits } from '../../../ui/units';
import { isUnitSymbol } from '@esg/core/calc/unitChoices';
import { unitLabel } from '../../../ui/units';
import { ns } from '../i18n';

/** A decimal text as the user reads it: thousands separated, up to 5 decimals, with its unit's label; "Not entered" for none. */
export function Quantity({ value, unit, testId }: { value: string; unit: string; testId?: string }) {
  const { t, i18n } = useTranslation(ns);
  const units = useUnits();
  // Nothing entered is not zero (docs/decisions/0069-not-entered-never-zero.md).
  if (value === '') return <span data-testid={testId}>{t('notEntered')}</span>;
  return (
    <span data-testid={testId}>
      {formatNumber(Number(value), i18n.language, 5)}
      {/* The unit by its label once the catalogue is read; meanwhile a symbol as it is, never an id. */}
      {units.data ? ` ${unitLabel(unit, units.data, i18n.language)}` : isUnitSymbol(unit) ? ` ${unit}` : ''}
    </span>
  );
}
