import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The Climate pages' own words (the computed metrics panel); the forms' labels come from the catalogue. */
export const ns = registerMessages('climate', defineMessages(en, { hk, cn }));
