import { useEffect } from 'react';
import { fetchSession } from './api/getSession';
import { sessionStore } from './store';

/**
 * The spec's states: the stored session is validated (GET /api/session) when the signed-in layout opens.
 * A 401 goes through the API client's one handler, which clears the user; a success refreshes
 * role, company and reporting years changed since sign-in.
 */
export function useValidateSession(): void {
  useEffect(() => {
    let live = true;
    fetchSession()
      .then((session) => {
        if (live) sessionStore.refresh(session);
      })
      .catch(() => {
        // 401/403 are handled centrally; a network failure leaves the stored session as it was.
      });
    return () => {
      live = false;
    };
  }, []);
}
