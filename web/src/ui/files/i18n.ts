import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The shared file widgets' words; the API's file messages come from `common`. */
export const filesNs = registerMessages('files', defineMessages(en, { hk, cn }));
