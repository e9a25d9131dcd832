import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Privilege } from '@esg/core/vocabulary/privileges';
import { useSession } from '../../session/useSession';

/**
 * A page the role may not see answers with the 403 error page (the spec's error catalogue), not an empty screen.
 * A company's own page (`companyData`) is refused to platform staff too: they hold `company:read` but belong to no
 * company (their session names the platform's own tenant), and its routes answer them 404 (ADR 0019,
 * docs/permissions.md). `platform:admin` is granted only inside the platform, so it tells them apart.
 */
export function PrivilegeGuard({
  privilege,
  companyData,
  children,
}: {
  privilege: Privilege;
  companyData?: boolean;
  children: ReactNode;
}) {
  const { stored } = useSession();
  if (!stored?.role.privileges.includes(privilege)) return <Navigate to="/error/403" replace />;
  const platformStaff = stored.role.privileges.includes('platform:admin') || !stored.company;
  if (companyData && platformStaff) return <Navigate to="/error/403" replace />;
  return children;
}
