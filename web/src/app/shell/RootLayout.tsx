import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { setAuthFailureHandler } from '../../api/client';
import { handleAuthFailure } from '../../session/expiry';
import { AdminExitGuard } from '../routing/AdminExitGuard';
import { useDocumentTitle } from '../navigation/useDocumentTitle';

/**
 * Around every route: the one 401/403 handler (the spec's states), and scroll to top on navigation or
 * back to the saved position on back (the spec's screens).
 */
export function RootLayout() {
  const navigate = useNavigate();
  useDocumentTitle();

  useEffect(() => {
    setAuthFailureHandler((error) => handleAuthFailure(error, () => navigate('/login', { replace: true })));
    return () => setAuthFailureHandler(undefined);
  }, [navigate]);

  return (
    <>
      <AdminExitGuard>
        <Outlet />
      </AdminExitGuard>
      <ScrollRestoration />
    </>
  );
}
