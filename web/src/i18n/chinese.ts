import { CATALOGUE_MESSAGES_CHINESE } from '@esg/core/catalogue/messagesChinese';
import { inEveryLanguage } from '@esg/core/lib/chinese';
import { VALIDATION_MESSAGES } from '@esg/core/schemas/validationMessages';
import { VALIDATION_MESSAGES_CHINESE } from '@esg/core/schemas/validationMessagesChinese';
import { cn, hk } from './commonChinese';
import { fromCore } from './fromCore';

const validation = fromCore(inEveryLanguage(VALIDATION_MESSAGES, VALIDATION_MESSAGES_CHINESE));

/**
 * The app-wide words in Traditional and Simplified Chinese — the `common` and `validation` namespaces and the message
 * catalogue — a chunk of their own that loads before a Chinese language becomes current, so an English reader never
 * downloads them (docs/decisions/0084-first-load.md).
 */
export const CHINESE = {
  common: { hk, cn },
  validation: { hk: validation.hk, cn: validation.cn },
  catalogue: CATALOGUE_MESSAGES_CHINESE,
};
