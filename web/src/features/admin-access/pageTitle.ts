import type { TFunction } from 'i18next';

/**
 * Page and section titles come from the shell's `titles` namespace (spec §2: by the last path
 * segment); a page the shell does not list yet falls back to this feature's own string.
 */
export function pageTitle(t: TFunction, titleKey: string): string {
  return t(`titles:${titleKey}`, { defaultValue: t(titleKey, { defaultValue: titleKey }) });
}

export function groupTitle(t: TFunction, group: string): string {
  return group === 'general' ? t('group_general') : pageTitle(t, group);
}
