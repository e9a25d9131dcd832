import { act } from '@testing-library/react';
import { sessionStore } from '../session/store';

/**
 * Signs a user with these privileges in, as `sessionStore.save` keeps a session (widgets read the
 * role's privileges from it). Undo with `sessionStore.clear()` after the test.
 */
export const signInWith = (privileges: string[]) =>
  act(() =>
    sessionStore.save(
      {
        user: { id: 'U1', login: 'acme.admin', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
        role: { privileges },
        company: null,
        yearEnds: {},
      } as unknown as Parameters<typeof sessionStore.save>[0],
      'token',
    ),
  );

/**
 * A signed-in session as the app finds it in the browser's storage on a page load (what
 * `sessionStore.save` leaves there), written before the widget renders: the role's privileges (and id),
 * optionally a company and the chosen reporting year.
 */
export function storedSession({
  privileges,
  company,
  year,
  login = 'acme.admin',
  roleId,
}: {
  privileges: string[];
  company?: { id: string; name: string; nameZh?: string };
  year?: string;
  login?: string;
  /** The role's id: `auditor` for an invited auditor's (ADR 0115); absent, a company role. */
  roleId?: string;
}) {
  const user = { id: 'u1', login, firstName: 'Ann' };
  const role = { ...(roleId ? { id: roleId } : {}), privileges };
  localStorage.setItem('user', JSON.stringify({ user, role, ...(company ? { company } : {}) }));
  localStorage.setItem('token', 'token');
  if (year) localStorage.setItem('year', year);
}
