import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DialogFooter } from './DialogFooter';
import { SaveError } from './SaveError';
import type { VersionedEdit } from './useVersionedEdit';

interface Props {
  header: string;
  /** The primary button's text (Save, Create, …). */
  confirm: string;
  onClose: () => void;
  onConfirm: () => void;
  /** The save (a react-query mutation): in flight, its failure, and `reset` to clear it after Reload. */
  save: { isPending: boolean; error: unknown; reset: () => void };
  /** Translated message per field; `form` holds what belongs to no one field. */
  errors?: Partial<Record<string, unknown>>;
  /** The entry's versioned edit; absent for a new entry (nothing to reload). */
  edit?: VersionedEdit;
  /** Rules the server refused that no field shows, in the feature's words (see SaveError). */
  issueText?: (messageKey: string) => string;
  size?: ModalProps.Size;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A create or edit dialog: the fields, then, above the buttons, what the save said that no field
 * shows — a 409's concurrency message with Reload (which keeps the input), any other failure, or
 * that the latest version was loaded. Field errors stay on their fields; nothing is swallowed.
 */
export function EditDialog(props: Props) {
  const { t } = useTranslation('common');
  const { save, errors = {}, edit } = props;
  const error = save.error;
  const formError = typeof errors.form === 'string' ? errors.form : undefined;
  const atFields = Object.keys(errors).some((field) => field !== 'form' && errors[field]);
  return (
    <Modal
      visible
      size={props.size}
      onDismiss={props.onClose}
      header={props.header}
      footer={
        <DialogFooter
          confirm={props.confirm}
          onCancel={props.onClose}
          onConfirm={props.onConfirm}
          busy={save.isPending}
          disabled={props.disabled}
        />
      }
    >
      <SpaceBetween size="m">
        {props.children}
        {formError && <Alert type="error">{formError}</Alert>}
        <SaveError
          error={error}
          shownAtFields={atFields || Boolean(formError)}
          onReload={edit && (() => void edit.reload(save.reset))}
          reloading={edit?.reloading}
          issueText={props.issueText}
        />
        {edit?.reloaded && !error && <Alert type="info">{t('reloaded')}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
