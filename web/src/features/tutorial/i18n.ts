import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The getting-started tour: its steps' words (ADR 0005) in the three languages. */
export const ns = registerMessages('tutorial', defineMessages(en, { hk, cn }));
export type TourKey = keyof typeof en;
