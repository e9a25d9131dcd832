import { defineMessages, registerMessages } from '../../i18n';
import { cn } from './messages/cn';
import { en } from './messages/en';
import { hk } from './messages/hk';

/** The public supplier data request page (`/supplier?id=`, ADR 0119). */
export const ns = registerMessages('supplier', defineMessages(en, { hk, cn }));
