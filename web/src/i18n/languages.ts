/** Interface languages (en, hk, cn) and how each is named to browsers, Intl and Cloudscape. */
export const LANGUAGES = ['en', 'hk', 'cn'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The Chinese interface languages. */
export type ChineseLanguage = Exclude<Language, 'en'>;

export const DEFAULT_LANGUAGE: Language = 'en';

/** BCP 47 tags: the `lang` attribute, Intl formatting and Cloudscape's messages. */
export const LOCALE: Record<Language, string> = { en: 'en-US', hk: 'zh-HK', cn: 'zh-CN' };
export const CLOUDSCAPE_LOCALE: Record<Language, string> = { en: 'en', hk: 'zh-TW', cn: 'zh-CN' };

/** Each language names itself in the switcher, so a reader of any of them finds their own. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hk: '繁體中文', cn: '简体中文' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The interface's language for a value that may name none (i18next's before it has one): English then. */
export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

const STORAGE_KEY = 'lang';

/**
 * The language chosen on this browser; else the one a mailed link names (`?lang=hk`: the mail's language, core's
 * `appLink`), which is then remembered as the choice; else English.
 */
export function storedLanguage(search = globalThis.location?.search ?? ''): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(value)) return value;
    const linked = new URLSearchParams(search).get('lang');
    if (!isLanguage(linked)) return DEFAULT_LANGUAGE;
    storeLanguage(linked);
    return linked;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** How the profile stores each language (zh-hk → hk, en → en, zh-cn → cn). */
export const LANG_KEY = { en: 'en', hk: 'zh-hk', cn: 'zh-cn' } as const satisfies Record<Language, string>;
