import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@esg/core/contract/route';
import { useMayCall } from '../session/useMayCall';

/**
 * A button that makes one call of the route contract: disabled, saying why, for a role the call is not for (a reader,
 * an invited auditor: docs/decisions/0115-the-auditor.md), so nobody is offered what the API refuses.
 */
export function CallButton({ route, ...props }: ButtonProps & { route: Pick<RouteDef, 'method' | 'access'> }) {
  const { t } = useTranslation('common');
  const mayCall = useMayCall(route);
  if (mayCall) return <Button {...props} />;
  return <Button {...props} disabled disabledReason={t('roleCannot')} />;
}
