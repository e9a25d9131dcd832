import i18n, { type CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALE,
  storedLanguage,
  storeLanguage,
  type ChineseLanguage,
  type Language,
} from './languages';
import { loadCloudscapeMessages } from './cloudscape';
import { loadChineseFonts } from './fonts';
import { PAGE_TITLES } from '@esg/core/pages/titles';
import common from './common';
import { fromCore, bundleOf } from './fromCore';
import { validationNs } from './validation';
import { VALIDATION_MESSAGES } from '@esg/core/schemas/validationMessages';
import { runOnChineseValues } from '@esg/core/lib/chinese';
import { chineseReady, loadChinese, registerChinese } from './chineseWords';

/** A feature's strings: English is the source; hk and cn must have exactly the same keys. */
export type Messages<K extends string = string> = Record<K, string>;
export interface FeatureMessages<K extends string> {
  en: Messages<K>;
  hk: Messages<K>;
  cn: Messages<K>;
}

export function defineMessages<const K extends string>(
  en: Messages<K>,
  rest: Omit<FeatureMessages<K>, 'en'>,
): FeatureMessages<K> {
  return { en, ...rest };
}

function reflectLanguage(lng: string) {
  document.documentElement.lang = LOCALE[lng as Language] ?? LOCALE[DEFAULT_LANGUAGE];
}

/** Page and section titles by the last path segment, from core's page catalogue. */
export const titlesNs = 'titles' as const;
const titles = fromCore(PAGE_TITLES);
const validation = bundleOf(VALIDATION_MESSAGES);

/**
 * Initialised synchronously when this module is first imported, so features can register their
 * namespaces at import time (ES modules evaluate this file before any importer).
 */
i18n.on('languageChanged', reflectLanguage);

/**
 * A Chinese message runs a Chinese value (a location's, a page's, a file's name) on into the words beside it, as the
 * mails do (core/src/lib/chinese.ts): "總辦事處的審閱", "Head office 的審閱".
 */
const chineseValues = {
  type: 'postProcessor' as const,
  name: 'chineseValues',
  process(value: string, _key: string | string[], options: Record<string, unknown>, translator: { language?: string }) {
    const language = (typeof options.lng === 'string' ? options.lng : undefined) ?? translator.language;
    if (language === 'en') return value;
    return runOnChineseValues(
      value,
      Object.values(options).filter((v): v is string => typeof v === 'string'),
    );
  },
};

void i18n
  .use(initReactI18next)
  .use(chineseValues)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['common', titlesNs, validationNs],
    defaultNS: 'common',
    // hk and cn's `common` and `validation` arrive with loadChinese, before either language becomes current.
    resources: {
      en: { common: common.en, [titlesNs]: titles.en, [validationNs]: validation },
      hk: { [titlesNs]: titles.hk },
      cn: { [titlesNs]: titles.cn },
    },
    interpolation: { escapeValue: false },
    postProcess: [chineseValues.name],
    initAsync: false,
  });

/** The namespaces and their keys, as declared for i18next's types (web/src/app/i18next.d.ts). */
type Resources = CustomTypeOptions['resources'];

/**
 * Each feature registers its namespace when its module loads, so lazy routes bring their own strings.
 * The namespace must be one of the declared resources, with exactly its keys.
 */
export function registerMessages<N extends keyof Resources>(
  ns: N,
  messages: FeatureMessages<keyof Resources[N] & string>,
): N {
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, messages[lng]);
  }
  return ns;
}

/**
 * A namespace of the signed-in first load (the shell, Home): its English now, each Chinese language a chunk of its own
 * fetched when that language is used (chineseWords.ts, docs/decisions/0084-first-load.md).
 */
export function registerMessagesChineseApart<N extends keyof Resources>(
  ns: N,
  en: Messages<keyof Resources[N] & string>,
  chinese: Record<ChineseLanguage, () => Promise<Messages<keyof Resources[N] & string>>>,
): N {
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, en);
  registerChinese(ns, (language) => chinese[language]());
  return ns;
}

/** Everything a language needs before it becomes current: Cloudscape's messages, and for hk and cn their words. */
async function loadLanguage(language: Language): Promise<void> {
  if (language !== 'en') void loadChineseFonts(language);
  await Promise.all([loadCloudscapeMessages(language), language === 'en' ? undefined : loadChinese(language)]);
}

/** Before the first render: the stored language's messages. */
export async function prepareI18n(): Promise<void> {
  await loadLanguage(storedLanguage());
  reflectLanguage(i18n.language);
}

/** The spec's languages and the spec's states: switches every string at once and remembers the choice locally. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n, chineseReady, loadChinese };
