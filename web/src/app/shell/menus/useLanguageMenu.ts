import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import {
  isLanguage,
  LANG_KEY,
  LANGUAGE_NAMES,
  LANGUAGES,
  LOCALE,
  type Language,
  languageOf,
} from '../../../i18n/languages';
import { notifications } from '../../../notifications/store';
import { fetchUserInfo, putUserInfo } from '../../../session/api/userInfo';
import { sessionStore } from '../../../session/store';
import { shellNs } from '../../i18n';
import type { MenuProps } from '../MenuButton';

/** The interface language (the spec's languages and states): the choice applies at once, is kept locally and in the profile. */
async function switchLanguage(language: Language) {
  await changeLanguage(language);
  const info = await fetchUserInfo();
  if (info.langKey === LANG_KEY[language]) return;
  const { firstName, lastName, email, version } = info;
  await putUserInfo({ firstName, lastName, email, version, langKey: LANG_KEY[language] });
  sessionStore.updateUser({ langKey: LANG_KEY[language], language });
}

export function useLanguageMenu(): MenuProps {
  const { t, i18n } = useTranslation(shellNs);
  const current = languageOf(i18n.language);
  return {
    icon: 'globe',
    text: LANGUAGE_NAMES[current],
    title: t('languageMenu'),
    items: LANGUAGES.map((l) => ({
      id: l,
      text: LANGUAGE_NAMES[l],
      lang: LOCALE[l],
      checked: l === current,
    })),
    onItem: (id) => {
      if (!isLanguage(id)) return;
      switchLanguage(id).catch((error: unknown) =>
        notifications.push({ type: 'error', text: errorText(t, error), literal: true }),
      );
    },
  };
}
