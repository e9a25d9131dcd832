import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreachableText } from '../../../i18n/errorText';
import { ResourceListView, type ResourceType } from '@esg/core/schemas/resources';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { ApiError } from '../../../api/errors';
import { carriedAnswer } from '../../../api/conflict';
import { validationIssues } from '../../../ui/fieldErrors';
import { environmentalKeys } from '../api/keys';
import { resourceRowsQuery, type ResourceList, type ResourceRow } from '../api/listResourceRows';
import { useSaveResourceRows } from '../api/saveResourceRows';
import { draftOf, editedAttributes, sameAttributes } from '../attributes';
import { ns } from '../i18n';
import { recordsDraftOf, sameRecords } from '../records';
import { notify } from '../notify';
import { useRowForm } from './useRowForm';
import { heldYearMessage, lockedMessage } from '../../../ui/lockedYear';

/**
 * A row's attributes and unit being changed. It is saved with the version it was loaded at and its
 * months as they were then, so a change by someone else meanwhile is refused (409) rather than
 * overwritten; the form then shows the row as it is now, to be edited again.
 */
export function useEditRow(type: ResourceType, year: string, row: ResourceRow, onDone: () => void) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = useSaveResourceRows();
  const [base, setBase] = useState(row);
  const stored = {
    draft: draftOf(type, base.attributes),
    unit: base.unit,
    records: recordsDraftOf(type, base.attributes),
  };
  const form = useRowForm(type, stored, stored);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const dirty =
    form.unit !== stored.unit ||
    !sameAttributes(type, form.draft, stored.draft) ||
    !sameRecords(type, form.records, stored.records);

  /** Ends the dialog over a row that is gone or a year printed meanwhile: the page shows which. */
  const abandon = (text: string) => {
    void queryClient.invalidateQueries({ queryKey: environmentalKeys.year(year) });
    notify('error', text);
    onDone();
  };

  /** The rows as stored now: those the 409 carries (ADR 0083), read again only when it carries none. */
  const reload = async (carried: ResourceList | undefined) => {
    setConflict(true);
    setReloading(true);
    try {
      const rows = resourceRowsQuery(type, year);
      const latest = carried ?? (await queryClient.fetchQuery({ ...rows, staleTime: 0 }));
      if (carried) queryClient.setQueryData(rows.queryKey, carried);
      // Someone else's change moves the year's emissions too.
      void queryClient.invalidateQueries({ queryKey: environmentalKeys.emissions(year) });
      const current = latest.rows.find((r) => r.id === row.id);
      if (!current) return abandon(t('rowGone'));
      setBase(current);
      form.reset({
        draft: draftOf(type, current.attributes),
        unit: current.unit,
        records: recordsDraftOf(type, current.attributes),
      });
    } catch (error) {
      // Still the old version: the next save is refused again and reloads again.
      form.refused(error);
    } finally {
      setReloading(false);
    }
  };

  const submit = () => {
    if (!form.check()) return;
    const { id, version, locationId, months } = base;
    const attributes = editedAttributes(type, base.attributes, form.draft, form.records);
    save.mutate(
      { type, year, rows: [{ id, version, locationId, months, unit: form.unit.trim(), attributes }] },
      {
        onSuccess: () => {
          notify('success', t('saved'));
          onDone();
        },
        onError: (error) => {
          const status = error instanceof ApiError ? error.status : undefined;
          const held = heldYearMessage(error);
          if (held) return notify('error', t(held, { ns: 'common' }));
          if (status === 409)
            return void reload(carriedAnswer(error, resourceRoutes.listResourceRows, ResourceListView));
          if (status === 404) return abandon(t('rowGone'));
          if (status === 423) return abandon(t(lockedMessage(error), { ns: 'common' }));
          form.refused(error);
          // Refused fields are marked in the dialog: no generic "please try again" over them.
          if (validationIssues(error).length === 0) notify('error', unreachableText(t, error) ?? t('saveFailed'));
        },
      },
    );
  };

  return { form, dirty, submit, saving: save.isPending || reloading, conflict };
}
