import { formatDateTime } from '../../../i18n/format';
import { notifications } from '../../../notifications/store';

/** A questionnaire link's time (sent, last open, last submit), or a dash before it happened. */
export const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

/** 'Copy link': the link to the clipboard, then `copied` ('Link copied') as a notification. */
export async function copyLink(link: string, copied: string) {
  await navigator.clipboard.writeText(link);
  notifications.push({ type: 'success', text: copied, literal: true });
}
