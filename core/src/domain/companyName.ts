import { toSimplified } from '../lib/simplified';
import type { TenantRecord } from './records';

/**
 * The company as a reader of `language` reads it in a mail or a workbook: its Chinese name in Chinese where it has
 * one — in Simplified for a Simplified reader, converted as the 简体 edition and the screens convert it — else its
 * name (ADR 0137: a Chinese edition names the company by its Chinese name; ADR 0138: the groups that mail or write a
 * workbook to a Simplified reader carry the conversion's dictionaries). Its own module, so a group that only creates
 * tenants (tenants.ts) carries no dictionary.
 */
export function companyNameIn(tenant: Pick<TenantRecord, 'name' | 'nameZh'> | undefined, language: string): string {
  const chinese = language !== 'en' ? tenant?.nameZh : undefined;
  if (!chinese) return tenant?.name ?? '';
  return language === 'cn' ? toSimplified(chinese) : chinese;
}
