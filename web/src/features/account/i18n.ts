import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The public account pages: registration, activation, password reset. */
export const ns = registerMessages('account', defineMessages(en, { hk, cn }));
export type FieldKey = keyof typeof en;
