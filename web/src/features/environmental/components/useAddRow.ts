import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreachableText } from '../../../i18n/errorText';
import type { ResourceType } from '@esg/core/schemas/resources';
import { heldYearMessage, isLockedMeanwhile, lockedMessage } from '../../../ui/lockedYear';
import { validationIssues } from '../../../ui/fieldErrors';
import { environmentalKeys } from '../api/keys';
import { useNewResourceBatch } from '../api/newResourceBatch';
import { emptyDraft, toAttributes } from '../attributes';
import { ns } from '../i18n';
import { MONTH_COUNT } from '../months';
import { notify } from '../notify';
import { useRowForm } from './useRowForm';

/** A new row of one location being described: its attributes and unit, checked, then created empty. */
export function useAddRow(type: ResourceType, year: string, locationId: string, onDone: () => void) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const create = useNewResourceBatch();
  const form = useRowForm(type, { draft: emptyDraft(type) });

  const submit = () => {
    if (!form.check()) return;
    const row = {
      locationId,
      unit: form.unit.trim(),
      months: Array<string>(MONTH_COUNT).fill(''),
      attributes: toAttributes(type, form.draft),
    };
    create.mutate(
      { type, year, rows: [row] },
      {
        onSuccess: () => {
          notify('success', t('added'));
          onDone();
        },
        onError: (error) => {
          // A year printed meanwhile: say so and close; the page comes back read-only with its banner.
          if (isLockedMeanwhile(error)) {
            void queryClient.invalidateQueries({ queryKey: environmentalKeys.year(year) });
            notify('error', t(lockedMessage(error), { ns: 'common' }));
            return onDone();
          }
          // A year held for a moment (an import's commit, the year's lock): the dialog keeps the row to add again.
          const held = heldYearMessage(error);
          if (held) return notify('error', t(held, { ns: 'common' }));
          form.refused(error);
          // Refused fields are marked in the dialog: no generic "please try again" over them.
          if (validationIssues(error).length === 0) notify('error', unreachableText(t, error) ?? t('addFailed'));
        },
      },
    );
  };

  return { form, submit, saving: create.isPending };
}
