import type { TFunction } from 'i18next';
import type { ns } from './i18n';

/**
 * Page and section titles come from the shell's `titles` namespace (by the last path
 * segment); a page the shell does not list yet falls back to this feature's own string.
 */
export function pageTitle(t: TFunction<typeof ns>, titleKey: string): string {
  return t(`titles:${titleKey}`, { defaultValue: t(titleKey, { defaultValue: titleKey }) });
}

export function groupTitle(t: TFunction<typeof ns>, group: string): string {
  return group === 'general' ? t('group_general') : pageTitle(t, group);
}
