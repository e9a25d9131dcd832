import {
  messageWith,
  type CatalogueChinese,
  type CatalogueMessageKey,
  type MessageParams,
} from '@esg/core/catalogue/messages';
import type { Language } from './languages';

/** The message catalogue's Chinese, once a Chinese language has loaded it (chinese.ts, ADR 0084). */
let chinese: CatalogueChinese | undefined;

export const keepCatalogueChinese = (table: CatalogueChinese): void => {
  chinese = table;
};

/** A catalogue message in one language, its `{param}` placeholders filled (core's `messageIn`, in the browser). */
export const catalogueText = (key: CatalogueMessageKey, lang: Language, params?: MessageParams): string =>
  messageWith(chinese, key, lang, params);
