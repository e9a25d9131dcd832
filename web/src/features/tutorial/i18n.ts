import { registerMessagesChineseApart } from '../../i18n';
import { en } from './messages/en';

/** The getting-started tour: its steps' words (ADR 0005); the panel is in the first load, its Chinese apart (ADR 0084). */
export const ns = registerMessagesChineseApart('tutorial', en, {
  hk: () => import('./messages/hk').then((m) => m.hk),
  cn: () => import('./messages/cn').then((m) => m.cn),
});
export type TourKey = keyof typeof en;
