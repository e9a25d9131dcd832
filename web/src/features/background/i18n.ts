import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/**
 * The Background pages' own words; the page-data container's words are in forms/pageData/i18n.ts,
 * the forms' labels come from the catalogue.
 */
export const ns = registerMessages('background', defineMessages(en, { hk, cn }));
