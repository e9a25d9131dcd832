import { COMPANY_SUBSCRIPTION, isAdministrationPath } from '../navigation/sections';

/** Spec §2/§6: roles at this level or lower belong to the administration area. */
export const ADMINISTRATION_ONLY_LEVEL = 1;

/**
 * Spec §2: a user whose role level is 1 or lower who leaves an administration page goes to
 * Company subscription, except when heading to Login; Home from an administration page is the
 * same rule. Moving between administration pages is not leaving. Returns where to go instead.
 */
export function adminExitRedirect(from: string | null, to: string, roleLevel: number | null): string | null {
  if (from === null || roleLevel === null || roleLevel > ADMINISTRATION_ONLY_LEVEL) return null;
  if (to === '/login' || !isAdministrationPath(from) || isAdministrationPath(to)) return null;
  return COMPANY_SUBSCRIPTION;
}
