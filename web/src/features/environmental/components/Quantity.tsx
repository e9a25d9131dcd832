import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';

/** A decimal text as the user reads it: thousands separated, up to 5 decimals, with its unit. */
export function Quantity({ value, unit, testId }: { value: string; unit: string; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <span data-testid={testId}>
      {formatNumber(Number(value), i18n.language, 5)} {unit}
    </span>
  );
}
