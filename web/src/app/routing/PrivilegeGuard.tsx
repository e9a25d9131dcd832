import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Privilege } from '@esg/core/vocabulary/privileges';
import { useSession } from '../../session/useSession';

/** A page the role may not see answers with the 403 error page (the spec's error catalogue), not an empty screen. */
export function PrivilegeGuard({ privilege, children }: { privilege: Privilege; children: ReactNode }) {
  const { stored } = useSession();
  if (!stored?.role.privileges.includes(privilege)) return <Navigate to="/error/403" replace />;
  return children;
}
