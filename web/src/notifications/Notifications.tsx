import type { CommonKey } from '../i18n/common';
import { useTranslation } from 'react-i18next';
import Flashbar from '@cloudscape-design/components/flashbar';
import { notifications, useNotifications } from './store';

/** The Flashbar for the shell and the public pages; texts are translated at render time. */
export function Notifications() {
  const { t } = useTranslation('common');
  const items = useNotifications().map((n) => ({
    id: n.id,
    type: n.type,
    content: n.literal ? n.text : t(n.text as CommonKey),
    dismissible: true,
    dismissLabel: t('dismiss'),
    onDismiss: () => notifications.dismiss(n.id),
  }));
  return <Flashbar items={items} />;
}
