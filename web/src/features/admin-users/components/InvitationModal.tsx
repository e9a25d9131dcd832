import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import type { ManagedUser } from '../api/listUsers';
import { useInvitation } from '../api/invitation';
import { ns } from '../i18n';
import { dialogSave } from '../../../ui/dialogSave';
import { EditDialog } from '../../../ui/EditDialog';
import { useUserEdit } from './useUserEdit';

const TEXT = {
  resend: { header: 'resendTitle', confirm: 'resend', question: 'resendConfirm', notice: 'resentNotice' },
  revoke: { header: 'revokeTitle', confirm: 'revoke', question: 'revokeConfirm', notice: 'revokedNotice' },
} as const;

/**
 * Resend or revoke an invitation not accepted yet, after confirmation (ADR 0010 amended), on the version read: an
 * invitee accepting meanwhile, or another administrator's change, answers with the concurrency message and Reload.
 */
export function InvitationModal({
  user,
  action,
  onClose,
}: {
  user: ManagedUser;
  action: 'resend' | 'revoke';
  onClose: () => void;
}) {
  const { t } = useTranslation(ns);
  const save = useInvitation(action);
  const { base, edit } = useUserEdit(user);
  const text = TEXT[action];
  const dialog = dialogSave({ save, edit, onClose });
  const submit = () =>
    dialog.submit(
      () => ({ id: user.id, version: edit.version ?? base.version }),
      (saved) => t(text.notice, { login: saved.login, email: saved.email }),
    );
  return (
    <EditDialog header={t(text.header)} confirm={t(text.confirm)} onConfirm={submit} {...dialog.props}>
      <Box variant="p">{t(text.question, { login: user.login, email: user.email })}</Box>
    </EditDialog>
  );
}
