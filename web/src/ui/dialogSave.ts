import { notifications } from '../notifications/store';
import type { VersionedEdit } from './useVersionedEdit';

/** A react-query mutation as a dialog uses it. */
interface Save<B, R> {
  mutate: (body: B, handlers: { onSuccess: (reply: R) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

interface Options<B, R> {
  save: Save<B, R>;
  /** The dialog's form (useSchemaForm): checked before sending; a refusal lands on its fields. */
  form?: { validate: () => boolean; refused: (error: unknown) => void; errors: Partial<Record<string, unknown>> };
  /** The entry's versioned edit (useVersionedEdit), for Reload after a 409. */
  edit?: VersionedEdit;
  onClose: () => void;
}

/**
 * The wiring every EditDialog shares: `submit` checks the form, sends, and on success says so and
 * closes; a refusal goes to the form's fields (what no field shows, EditDialog says above the
 * buttons). `props` are the EditDialog's own: `<EditDialog header confirm onConfirm {...props}>`.
 */
export function dialogSave<B, R>({ save, form, edit, onClose }: Options<B, R>) {
  return {
    /** Sends `body()` once the form is valid; `notice(reply)` is the success notification. */
    submit(body: () => B, notice: (reply: R) => string) {
      if (form && !form.validate()) return;
      save.mutate(body(), {
        onSuccess: (reply) => {
          notifications.push({ type: 'success', text: notice(reply), literal: true });
          onClose();
        },
        onError: (error) => form?.refused(error),
      });
    },
    props: { onClose, save, errors: form?.errors, edit },
  };
}
