import { CATALOGUE_MESSAGES_CHINESE } from '@esg/core/catalogue/messagesChinese';
import { inEveryLanguage } from '@esg/core/lib/chinese';
import { VALIDATION_MESSAGES } from '@esg/core/schemas/validationMessages';
import { VALIDATION_MESSAGES_CHINESE } from '@esg/core/schemas/validationMessagesChinese';
import { fromCore } from './fromCore';

const validation = fromCore(inEveryLanguage(VALIDATION_MESSAGES, VALIDATION_MESSAGES_CHINESE));

/**
 * The `validation` namespace and the message catalogue in Traditional and Simplified Chinese (core keeps both in one
 * table): a chunk fetched before either language first becomes current, so an English reader never downloads it
 * (docs/decisions/0084-first-load.md).
 */
export const CHINESE = {
  validation: { hk: validation.hk, cn: validation.cn },
  catalogue: CATALOGUE_MESSAGES_CHINESE,
};
