import { DEFAULT_ROLES, ROLE_NAMES, type DefaultRoleKey } from '@esg/core/vocabulary/defaultRoles';
import { AUDITOR_ROLE } from '@esg/core/vocabulary/privileges';
import { languageOf } from '../i18n/languages';

const BUILT_IN: Record<string, keyof typeof ROLE_NAMES> = {
  ...Object.fromEntries((Object.keys(DEFAULT_ROLES) as DefaultRoleKey[]).map((k) => [DEFAULT_ROLES[k].name, k])),
  [AUDITOR_ROLE.name]: 'auditor',
};

/** A role's name in the reader's language: the built-in roles' (the invited auditor's too) translated, others as named. */
export function roleLabel(name: string, language: string): string {
  const key = BUILT_IN[name];
  return key ? ROLE_NAMES[key][languageOf(language)] : name;
}
