import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../i18n';
import { languageOf } from '../../../i18n/languages';
import { NoticeAlerts } from '../../../notifications/NoticeAlerts';
import { notifications } from '../../../notifications/store';
import { SignInPage } from '../signIn/SignInPage';

/**
 * Login inside the running app (after signing out, or a 401 sends the user here): the same page the
 * first visit opens on its own (ADR 0093), with the app's language, router and notices.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const language = languageOf(i18n.language);
  return (
    <SignInPage
      language={language}
      onLanguage={(l) => void changeLanguage(l)}
      notices={<NoticeAlerts />}
      follow={(to) => void navigate(to)}
      onSignedIn={async (session, path) => {
        notifications.clear();
        // The spec's states: the profile's language becomes the interface language after login.
        await changeLanguage(session.user.language);
        await navigate(path, { replace: true });
      }}
    />
  );
}
