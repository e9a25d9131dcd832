import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

export const ns = registerMessages('excel', defineMessages(en, { hk, cn }));
