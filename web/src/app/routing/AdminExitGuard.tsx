import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { notifications } from '../../notifications/store';
import { useSession } from '../../session/useSession';
import { shellNs } from '../i18n';
import { adminExitRedirect } from './adminExit';

/** Applies the "level ≤ 1 stays out of administration" rule before the page renders, and says why. */
export function AdminExitGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { stored } = useSession();
  const redirect = stored ? adminExitRedirect(pathname, stored.role.level, stored.role.privileges) : null;
  if (redirect) return <SentAway to={redirect} />;
  return children;
}

/** The redirect, with a flash message on the page the user lands on (the guard explains itself). */
function SentAway({ to }: { to: string }) {
  const { t } = useTranslation(shellNs);
  useEffect(() => {
    notifications.push({ type: 'info', text: t('adminLimited'), literal: true });
  }, [t]);
  return <Navigate to={to} replace />;
}
