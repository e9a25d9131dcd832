import { useLayoutEffect, useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DialogFooter } from './DialogFooter';
import { ReloadedNotice } from './ReloadedNotice';
import { SaveError } from './SaveError';
import type { VersionedEdit } from './useVersionedEdit';
import type { IssueText } from './SaveError';

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
  /**
   * The fields the dialog shows. With it, an error on any other field (a server rule about a value
   * the dialog does not show) is said above the buttons instead of being lost.
   */
  fields?: readonly string[];
  /** Rules the server refused that no field shows, in the feature's words (see SaveError). */
  issueText?: IssueText;
  size?: ModalProps.Size;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A create or edit dialog: the fields, then, above the buttons, what the save said that no field
 * shows — a 409's concurrency message with Reload (which rebases the form on the stored entry and keeps
 * the user's edits, useVersionedEdit), any other failure, or that the latest version was loaded. Field errors stay on their fields; nothing is swallowed.
 */
export function EditDialog(props: Props) {
  const { save, errors = {}, edit } = props;
  const error = save.error;
  const shown = (field: string) => field !== 'form' && (!props.fields || props.fields.includes(field));
  const atFields = Object.keys(errors).some((field) => shown(field) && errors[field]);
  // What belongs to no shown field, once each: the form's own error and errors of fields not shown.
  const texts = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
  // A field error no field renders (a server rule on a value the dialog does not show, a key the
  // fields do not read) is found missing from the dialog's content after rendering, and said here.
  // A callback ref: the modal mounts its content in a portal after the dialog's first render.
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [unseen, setUnseen] = useState<string[]>([]);
  const atFieldTexts = texts.filter(([field]) => shown(field)).map(([, text]) => text);
  const key = atFieldTexts.join('\u0000');
  useLayoutEffect(() => {
    if (!content) return;
    const rendered = content.textContent ?? '';
    const missing = [...new Set(atFieldTexts.filter((text) => !rendered.includes(text)))];
    // A measurement of the rendered DOM (what the fields show), which only exists after rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUnseen((was) => (was.join('\u0000') === missing.join('\u0000') ? was : missing));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the texts' identity
  }, [key, content]);
  const elsewhere = [...new Set([...texts.filter(([field]) => !shown(field)).map(([, text]) => text), ...unseen])];
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
        <div ref={setContent}>
          <SpaceBetween size="m">{props.children}</SpaceBetween>
        </div>
        {elsewhere.map((text) => (
          <Alert key={text} type="error">
            {text}
          </Alert>
        ))}
        <SaveError
          error={error}
          shownAtFields={atFields || elsewhere.length > 0}
          onReload={edit && (() => void edit.reload(save.reset, save.error))}
          reloading={edit?.reloading}
          issueText={props.issueText}
        />
        {edit?.reloaded && !error && <ReloadedNotice fields={edit.overlap} />}
      </SpaceBetween>
    </Modal>
  );
}
