import type { TFunction } from 'i18next';
import type { ns } from '../i18n';
import { factorName } from '../factorGaps';

/** A library factor id in words, in the interface language ('gwp-ar5-r-410a' → 'GWP of R-410A under IPCC AR5'). */
export function factorWords(t: TFunction<typeof ns>, id: string): string {
  const { key, values } = factorName(id);
  const words = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : t(v.t)]));
  return t(key, { replace: words });
}

/** A gap of the emissions (calc/emissions/gaps.ts), in the interface language; unknown kinds in English. */
export function gapText(
  t: TFunction<typeof ns>,
  gap: { kind: string; message: string } & Record<string, unknown>,
): string {
  switch (gap.kind) {
    case 'missing-factor':
      return t('missingFactor', { factor: factorWords(t, String(gap.factorId)), year: gap.year });
    case 'factor-unit':
      return t('factorUnit', { factor: factorWords(t, String(gap.factorId)), from: gap.from, to: gap.to });
    case 'missing-quantity':
      return t('missingQuantity', { quantity: gap.quantity });
    default:
      return gap.message;
  }
}
