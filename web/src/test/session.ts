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
