import type { Privilege } from '@esg/core/vocabulary/privileges';
import { isLivePath } from '../routing/pageRegistry';
import type { PageEntry } from './sections';

/**
 * Which pages a role sees in the navigation: those that exist, have a screen, and whose
 * privilege (if any) the role holds. Until the page-authorization API (docs/permissions.md) exists, the
 * role's privileges are the page authorization.
 */
export function isVisible(page: PageEntry, privileges: readonly Privilege[]): boolean {
  if (!isLivePath(page.path) || page.noScreen) return false;
  return !page.privilege || privileges.includes(page.privilege);
}
