import { defineMessages, registerMessages } from '../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The renderer's own words; field labels and validation messages come from the catalogue. */
export const formsNs = registerMessages('forms', defineMessages(en, { hk, cn }));
