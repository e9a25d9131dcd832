import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The public board sign-off link (`/signoff?id=`, docs/decisions/0113-board-sign-off.md). */
export const ns = registerMessages('boardSignOff', defineMessages(en, { hk, cn }));
