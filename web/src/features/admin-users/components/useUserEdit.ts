import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchLatestUser, type ManagedUser } from '../api/listUsers';
import { adminUsersKeys } from '../api/keys';
import { UserView } from '@esg/core/schemas/account';
import { useVersionedEdit } from '../../../ui/useVersionedEdit';
import type { PersonValues } from './PersonFields';

/** A user's form values: what the edit dialog opens with, and what Reload rebases on. */
export const personValues = (user: ManagedUser): PersonValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  langKey: user.langKey,
});

interface PersonForm {
  form: { values: PersonValues; replace: (values: PersonValues) => void };
  label: (field: keyof PersonValues) => string;
}

/**
 * A user edited on its version (optimistic concurrency, ADR 0083). Reload after a conflict takes the user's
 * stored copy (the one the 409 carries, else read again) as the base of the next save: its version, the role
 * and activation an edit sends unchanged, and — with `person` — the names, e-mail and language the administrator
 * did not change (ui/useVersionedEdit.ts), their own edits kept on top.
 */
export function useUserEdit(user: ManagedUser, person?: PersonForm) {
  const queryClient = useQueryClient();
  const [base, setBase] = useState(user);
  const latest = async () => {
    const found = await fetchLatestUser(user);
    void queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() });
    return found;
  };
  const edit = useVersionedEdit(user.version, {
    schema: UserView,
    latest,
    values: personValues,
    form: person?.form ?? { values: personValues(user), replace: () => undefined },
    adopt: setBase,
    label: person?.label ?? String,
  });
  return { base, edit };
}
