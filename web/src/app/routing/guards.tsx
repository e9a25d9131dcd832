import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../session/useSession';

/** The spec's screens: without a stored token, any route except Login goes to Login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** The spec's screens: going to Login with a token present refreshes authentication and goes to Home. */
export function LoginGuard({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const [state, setState] = useState<'checking' | 'home' | 'login'>(signedIn ? 'checking' : 'login');

  useEffect(() => {
    if (state !== 'checking') return;
    let live = true;
    // The session contract loads only when there is a session to refresh (ADR 0084).
    void import('../../session/refresh')
      .then((m) => m.refreshAuthentication())
      .catch(() => false)
      .then((ok) => {
        if (live) setState(ok ? 'home' : 'login');
      });
    return () => {
      live = false;
    };
  }, [state]);

  if (state === 'home') return <Navigate to="/home" replace />;
  if (state === 'checking') return null;
  return children;
}
