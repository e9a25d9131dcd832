import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The page-data container's words (the spec's notices); the forms' labels come from the catalogue. */
export const ns = registerMessages('pageData', defineMessages(en, { hk, cn }));
