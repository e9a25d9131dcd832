import type { Privilege } from '@esg/core/domain/privileges';
import { LIVE_PAGES } from '../routing/pageRegistry';
import type { PageEntry } from './sections';

/**
 * Which pages a role sees in the navigation: those that exist, have a screen, and whose
 * privilege (if any) the role holds. Until the page-authorization API (spec §6) exists, the
 * role's privileges are the page authorization.
 */
export function isVisible(page: PageEntry, privileges: readonly Privilege[]): boolean {
  const live = LIVE_PAGES[page.path];
  if (!live || page.noScreen) return false;
  return !live.privilege || privileges.includes(live.privilege);
}
