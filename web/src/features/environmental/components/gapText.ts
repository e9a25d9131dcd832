import type { TFunction } from 'i18next';
import type { ns } from '../i18n';

/** A gap of the emissions (calc/emissions/gaps.ts), in the interface language; unknown kinds in English. */
export function gapText(
  t: TFunction<typeof ns>,
  gap: { kind: string; message: string } & Record<string, unknown>,
): string {
  switch (gap.kind) {
    case 'missing-factor':
      return t('missingFactor', { factor: gap.factorId, year: gap.year });
    case 'factor-unit':
      return t('factorUnit', { factor: gap.factorId, from: gap.from, to: gap.to });
    case 'missing-quantity':
      return t('missingQuantity', { quantity: gap.quantity });
    default:
      return gap.message;
  }
}
