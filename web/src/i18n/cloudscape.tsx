import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { I18nProvider, type I18nProviderProps } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import { CLOUDSCAPE_LOCALE, isLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

type CloudscapeMessages = I18nProviderProps.Messages;

/** English ships with the app; the Chinese message sets (≈8 KB gzip each) load on demand. */
const loaders: Record<Language, () => Promise<{ default: CloudscapeMessages }>> = {
  en: async () => ({ default: enMessages }),
  hk: () => import('@cloudscape-design/components/i18n/messages/all.zh-TW'),
  cn: () => import('@cloudscape-design/components/i18n/messages/all.zh-CN'),
};

const loaded = new Map<Language, CloudscapeMessages>([['en', enMessages]]);

/** Awaited before a language becomes current, so Cloudscape never renders with missing strings. */
export async function loadCloudscapeMessages(language: Language): Promise<void> {
  if (!loaded.has(language)) loaded.set(language, (await loaders[language]()).default);
}

export function CloudscapeI18n({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) && loaded.has(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <I18nProvider locale={CLOUDSCAPE_LOCALE[language]} messages={[...loaded.values()]}>
      {children}
    </I18nProvider>
  );
}
