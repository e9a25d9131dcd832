import type { Language } from '../../../i18n/languages';
import { cn } from '../messages/cn';
import { en } from '../messages/en';
import { hk } from '../messages/hk';

export type SignInKey = keyof typeof en;

/**
 * The sign-in page's strings without i18next (ADR 0093): the page opens before the app's i18n is
 * loaded, so it reads its own three-language table; hk and cn must have exactly en's keys.
 */
const TEXT: Readonly<Record<Language, Readonly<Record<SignInKey, string>>>> = { en, hk, cn };

export function signInText(language: Language) {
  const table = TEXT[language];
  return (key: SignInKey, values: Readonly<Record<string, string>> = {}): string =>
    table[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
