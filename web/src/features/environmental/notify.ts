import { notifications } from '../../notifications/store';

let last: string | undefined;

/**
 * One notice about the page's last action: a second save's 'Saved' shows afresh instead of merging
 * into the first (the store shows a repeated text once).
 */
export function notify(type: 'success' | 'error', text: string): void {
  if (last) notifications.dismiss(last);
  last = notifications.push({ type, text, literal: true });
}
