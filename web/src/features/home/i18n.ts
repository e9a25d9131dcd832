import { registerMessagesChineseApart } from '../../i18n';
import { en } from './messages/en';

/** Home's words: in the signed-in first load, so its Chinese is a chunk of its own (ADR 0084). */
export const ns = registerMessagesChineseApart('home', en, {
  hk: () => import('./messages/hk').then((m) => m.hk),
  cn: () => import('./messages/cn').then((m) => m.cn),
});
