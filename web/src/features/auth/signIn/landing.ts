import type { Session } from '../../../session/types';

/** Where a sign-in lands: Home, or Company subscription for a company without a reporting year (ADR 0037). */
export function landingPath(session: Pick<Session, 'role' | 'yearEnds'>): string {
  const platform = session.role.privileges.includes('platform:admin');
  return !platform && Object.keys(session.yearEnds).length === 0 ? '/administration/company_subscription' : '/home';
}
