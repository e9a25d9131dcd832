import type { Language } from '../../schemas/common';
import { LABEL_PART_NAMES } from '../resources/labelNames';

type Text = Record<Language, string>;
const t = (en: string, hk: string, cn: string): Text => ({ en, hk, cn });

/**
 * The names of the coded choices of resource rows (supplier, fuel, vehicle type, handling …) in every
 * interface language, as the environmental pages name them: the template writes them in its language and
 * an import reads any of them, or the code itself, back to the code.
 */
export const OPTION_NAMES: Record<string, Record<string, Text>> = {
  // The names a row's label shows too (a water supply, a supplier, a fuel, a vehicle type, a flow, a handling, a mode,
  // a denominator), and the cabins a label never shows.
  ...LABEL_PART_NAMES,
  cabin: {
    economy: t('Economy', '經濟艙', '经济舱'),
    'premium-economy': t('Premium economy', '特選經濟艙', '超级经济舱'),
    business: t('Business', '商務艙', '商务舱'),
    first: t('First', '頭等艙', '头等舱'),
  },
};

/** A coded choice's name in a language; a code without a name as it is. */
export const optionName = (attribute: string, code: string, lang: Language): string =>
  OPTION_NAMES[attribute]?.[code]?.[lang] ?? code;
