import type { TFunction } from 'i18next';
import type { ns } from './i18n';
import { DEFAULT_ROLES, type DefaultRoleKey } from '@esg/core/vocabulary/privileges';

/** The seeded default roles have translated names; roles a company created keep the name it gave them. */
export function roleLabel(t: TFunction<typeof ns>, name: string): string {
  const key = (Object.keys(DEFAULT_ROLES) as DefaultRoleKey[]).find((k) => DEFAULT_ROLES[k].name === name);
  return key ? t(`role_${key}`) : name;
}
