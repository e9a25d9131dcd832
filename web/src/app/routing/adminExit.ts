import type { Privilege } from '@esg/core/vocabulary/privileges';
import { COMPANY_SUBSCRIPTION, isAdministrationPath } from '../navigation/sections';

/** The spec's screens and docs/permissions.md: roles at this level or lower belong to the administration area only through Company subscription. */
export const ADMINISTRATION_ONLY_LEVEL = 1;

/**
 * The invited auditor (ADR 0115): a read-only grant on the user, not a company role. The spec's level ≤ 1 rule
 * is about a company's own users; an auditor opening an administration page it may not see gets the 403 page
 * from the route's privilege guard instead of being sent elsewhere without a word.
 */
const isInvitedAuditor = (privileges: readonly Privilege[]) =>
  privileges.includes('assurance:audit') && !privileges.includes('platform:admin');

/**
 * The spec's screens: a user whose role level is 1 or lower is kept out of administration and sent to Company
 * subscription, the one administration page they read. Read as: an administration page other than
 * Company subscription goes there (ADR 0037). Leaving Company subscription — for Home, a data page or
 * Login — goes where the user heads; the literal "leaving goes back" would trap them on it.
 * Returns where to go instead.
 */
export function adminExitRedirect(
  to: string,
  roleLevel: number | null,
  privileges: readonly Privilege[] = [],
): string | null {
  if (roleLevel === null || roleLevel > ADMINISTRATION_ONLY_LEVEL || isInvitedAuditor(privileges)) return null;
  if (!isAdministrationPath(to) || to.replace(/\/+$/, '') === COMPANY_SUBSCRIPTION) return null;
  return COMPANY_SUBSCRIPTION;
}
