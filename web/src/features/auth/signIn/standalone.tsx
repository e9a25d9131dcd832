import { useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { loadConfig } from '../../../shell/config';
import { loadChineseFonts } from '../../../i18n/fonts';
import { LOCALE, storedLanguage, storeLanguage, type Language } from '../../../i18n/languages';
import { SignInPage } from './SignInPage';
import { signInText } from './text';

/**
 * A visit that opens /login signed out (ADR 0093): the sign-in page alone, before the app. A sign-in
 * hands over to the app at the page it lands on; any link loads its page (and the app) as usual.
 */
export async function openSignIn(root: Root, openApp: () => Promise<void>): Promise<void> {
  await loadConfig();
  root.render(<Standalone openApp={openApp} />);
}

function Standalone({ openApp }: { openApp: () => Promise<void> }) {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  useEffect(() => {
    const t = signInText(language);
    document.documentElement.lang = LOCALE[language];
    document.title = `${t('title')} · ${t('product')}`;
    if (language !== 'en') void loadChineseFonts(language);
  }, [language]);
  return (
    <SignInPage
      language={language}
      onLanguage={(l) => {
        storeLanguage(l);
        setLanguage(l);
      }}
      onSignedIn={async (session, path) => {
        // The spec's states: the profile's language becomes the interface language after login.
        storeLanguage(session.user.language);
        window.history.replaceState(null, '', path);
        await openApp();
      }}
    />
  );
}
