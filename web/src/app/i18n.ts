import { defineMessages, registerMessages } from '../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** Strings of the shell itself: top navigation, user menu, loading and timeout states. */
export const shellNs = registerMessages('shell', defineMessages(en, { hk, cn }));
