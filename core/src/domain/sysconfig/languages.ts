import { LANG_KEYS, LANGUAGES } from '../../schemas/common';

const LABELS = {
  en: { locale: 'en-US', name: 'English', nativeName: 'English' },
  hk: { locale: 'zh-HK', name: 'Traditional Chinese (Hong Kong)', nativeName: '繁體中文' },
  cn: { locale: 'zh-CN', name: 'Simplified Chinese', nativeName: '简体中文' },
} as const;

/** GET /api/language: the interface languages (the spec's languages), with the stored keys of the spec's mapping. */
export const listLanguages = () => LANGUAGES.map((id) => ({ id, langKey: LANG_KEYS[id], ...LABELS[id] }));
