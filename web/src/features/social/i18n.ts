import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The Social pages' own words (the forms' labels come from the catalogue). */
export const ns = registerMessages('social', defineMessages(en, { hk, cn }));
