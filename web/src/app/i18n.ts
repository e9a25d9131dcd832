import { registerMessagesChineseApart } from '../i18n';
import { en } from './messages/en';

/** Strings of the shell itself: top navigation, user menu, loading and timeout states; in the first load (ADR 0084). */
export const shellNs = registerMessagesChineseApart('shell', en, {
  hk: () => import('./messages/hk').then((m) => m.hk),
  cn: () => import('./messages/cn').then((m) => m.cn),
});
