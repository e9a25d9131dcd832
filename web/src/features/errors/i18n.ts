import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The spec's error pages: 400 bad request, 403 not authorized, 404 page does not exist, 405, 500. */
export const ns = registerMessages('errors', defineMessages(en, { hk, cn }));
export const ERROR_CODES = [400, 403, 404, 405, 500] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
