import type { CommonKey } from '../i18n/common';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { notifications, useNotifications } from './store';

/**
 * The same notices as the shell's Flashbar, as Alerts for public pages (sign in): it carries,
 * e.g., 'Something went wrong' across the redirect without loading the Flashbar on that route.
 */
export function NoticeAlerts() {
  const { t } = useTranslation('common');
  const notices = useNotifications();
  if (notices.length === 0) return null;
  return (
    <SpaceBetween size="s">
      {notices.map((n) => (
        <Alert
          key={n.id}
          type={n.type}
          dismissible
          i18nStrings={{ dismissAriaLabel: t('dismiss') }}
          onDismiss={() => notifications.dismiss(n.id)}
          data-testid="notice"
        >
          {n.literal ? n.text : t(n.text as CommonKey)}
        </Alert>
      ))}
    </SpaceBetween>
  );
}
