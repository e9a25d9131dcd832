import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The public board member questionnaire link (`/questionnaire?id=`). */
export const ns = registerMessages('questionnaire', defineMessages(en, { hk, cn }));
