import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The auditor screens' own words (ADR 0115, 0116); page titles come from core's catalogue. */
export const ns = registerMessages('audit', defineMessages(en, { hk, cn }));
