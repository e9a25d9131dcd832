import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUDITOR_ROLE } from '@esg/core/vocabulary/privileges';
import { useSession } from '../../../session/useSession';
import type { Role } from '../api/listRoles';
import type { ManagedUser } from '../api/listUsers';
import { ns } from '../i18n';

export type UserDialog = 'create' | 'edit' | 'role' | 'activation' | 'resend' | 'revoke';

interface Props {
  selected: ManagedUser | undefined;
  roles: Map<string, Role>;
  open: (dialog: UserDialog) => void;
}

/**
 * The table's actions on the selected user. Users holding a role above the caller's level are
 * out of reach (the API would refuse with 403, which ends the session), and nobody
 * changes their own role or deactivates themselves. An invitee not yet active is offered Resend and Revoke instead of
 * Activate.
 */
export function UserActions({ selected, roles, open }: Props) {
  const { t } = useTranslation(ns);
  const me = useSession().stored;
  const level = me?.role.level ?? 0;
  const reachable = selected !== undefined && (roles.get(selected.roleId)?.level ?? 0) <= level;
  const own = selected !== undefined && selected.id === me?.user.id;
  const ownReason = own ? t('ownAccount') : undefined;
  // An invited auditor acts with the fixed auditor role (ADR 0115): the API refuses any other role for it.
  const auditor = selected?.roleId === AUDITOR_ROLE.id;
  // An invitation not accepted yet is resent or revoked, never activated: the invitee activates by the link, choosing
  // a password there (ADR 0010 amended).
  const invitation = selected?.invitation;
  const revoked = invitation !== undefined && 'revokedAt' in invitation && invitation.revokedAt !== undefined;
  // Invited before invitations were stored (ADR 0010 amended): no stored link to revoke, only a new one to send.
  const unrecorded = invitation !== undefined && 'linkUnknown' in invitation;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button disabled={!reachable} onClick={() => open('edit')}>
        {t('edit')}
      </Button>
      <Button
        disabled={!reachable || own || auditor}
        disabledReason={auditor ? t('auditorRole') : ownReason}
        onClick={() => open('role')}
      >
        {t('assignRole')}
      </Button>
      {invitation ? (
        <>
          <Button disabled={!reachable} onClick={() => open('resend')}>
            {t('resendInvitation')}
          </Button>
          {!unrecorded && (
            <Button
              disabled={!reachable || revoked}
              disabledReason={revoked ? t('alreadyRevoked') : undefined}
              onClick={() => open('revoke')}
            >
              {t('revokeInvitation')}
            </Button>
          )}
        </>
      ) : (
        <Button
          disabled={!reachable || (own && selected.activated)}
          disabledReason={ownReason}
          onClick={() => open('activation')}
        >
          {t(selected && !selected.activated ? 'activate' : 'deactivate')}
        </Button>
      )}
      <Button variant="primary" onClick={() => open('create')}>
        {t('create')}
      </Button>
    </SpaceBetween>
  );
}
