import type { ManagedUser } from '../api/listUsers';
import { ActivationModal } from './ActivationModal';
import { AssignRoleModal } from './AssignRoleModal';
import { CreateUserModal } from './CreateUserModal';
import { EditUserModal } from './EditUserModal';
import { InvitationModal } from './InvitationModal';
import type { UserDialog } from './UserActions';

interface Props {
  dialog: UserDialog | null;
  user: ManagedUser | undefined;
  close: () => void;
}

/** The open dialog, mounted only while open so each one starts from the row as it is now. */
export function UserDialogs({ dialog, user, close }: Props) {
  if (dialog === 'create') return <CreateUserModal onClose={close} />;
  if (!user) return null;
  if (dialog === 'edit') return <EditUserModal user={user} onClose={close} />;
  if (dialog === 'role') return <AssignRoleModal user={user} onClose={close} />;
  if (dialog === 'activation') return <ActivationModal user={user} onClose={close} />;
  if (dialog === 'resend' || dialog === 'revoke')
    return <InvitationModal user={user} action={dialog} onClose={close} />;
  return null;
}
