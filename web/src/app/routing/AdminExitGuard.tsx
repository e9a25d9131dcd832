import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../session/useSession';
import { adminExitRedirect } from './adminExit';

/** Applies the "leaving administration" rule before the next page renders. */
export function AdminExitGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { stored } = useSession();
  // React's "information from previous renders" pattern: remember where we came from.
  const [trail, setTrail] = useState<{ at: string; from: string | null }>({ at: pathname, from: null });
  if (trail.at !== pathname) setTrail({ at: pathname, from: trail.at });

  const from = trail.at === pathname ? trail.from : trail.at;
  const redirect = adminExitRedirect(from, pathname, stored?.role.level ?? null);
  if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  return children;
}
