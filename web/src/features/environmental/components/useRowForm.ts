import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceType } from '@esg/core/schemas/resources';
import { ApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';
import { useFuelMaster } from '../api/getFuelMaster';
import { useUnits } from '../../../ui/units';
import { missingAttributes, type AttributeDraft } from '../attributes';
import { emptyRecord, emptyRecords, missingCells, recordFieldOf, recordKeys, type RecordsDraft } from '../records';
import { fieldIssues } from '../fieldIssues';
import { ns } from '../i18n';
import { TYPE_SPECS } from '../resourceTypes';
import { fittingUnit, unitChoices, withUnit } from '../units';

/** What a row form holds; no unit: the type's usual one; no records: none (a new row). */
export interface RowFields {
  draft: AttributeDraft;
  unit?: string;
  records?: RecordsDraft;
}

/**
 * The fields of the add-row and edit-row forms: a row's attributes and unit, the units they allow,
 * and the messages shown on them. `stored` is the row being edited: its own unit stays on offer
 * while its fuel does, so opening and saving it never changes the unit behind the user's back.
 */
export function useRowForm(type: ResourceType, initial: RowFields, stored?: Required<Omit<RowFields, 'records'>>) {
  const { t, i18n } = useTranslation(ns);
  const units = useUnits();
  const fuels = useFuelMaster();
  const [draft, setDraft] = useState(initial.draft);
  const [unit, setUnit] = useState(initial.unit);
  const [records, setRecords] = useState(initial.records ?? emptyRecords(type));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string[]>([]);

  const fuel = draft.fuel ?? '';
  const offered = unitChoices(type, units.data ?? [], fuels.data ?? [], fuel, i18n.language);
  const choices = stored && fuel === (stored.draft.fuel ?? '') ? withUnit(offered, stored.unit) : offered;
  // Until one is chosen (or when the fuel changed and it no longer fits), the usual unit.
  const chosen = fittingUnit(type, choices, unit);

  const set = (key: string, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  /** A list of records changed: its messages go (their places moved), the others stay. */
  const changeList = (key: string, next: RecordsDraft[string]) => {
    setRecords((r) => ({ ...r, [key]: next }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k.split('.')[0] !== key)));
  };
  const list = {
    setCell: (key: string, index: number, column: string, value: string) => {
      setRecords((r) => ({
        ...r,
        [key]: (r[key] ?? []).map((row, i) => (i === index ? { ...row, [column]: value } : row)),
      }));
      setErrors(({ [`${key}.${index}.${column}`]: _, [key]: __, ...rest }) => rest);
    },
    add: (key: string) => {
      const spec = TYPE_SPECS[type].records?.find((s) => s.key === key);
      if (spec) changeList(key, [...(records[key] ?? []), emptyRecord(spec)]);
    },
    remove: (key: string, index: number) =>
      changeList(
        key,
        (records[key] ?? []).filter((_, i) => i !== index),
      ),
  };

  /** Marks what is missing for sure (the API checks the rest); true when the form may be sent. */
  const check = () => {
    const own: Record<string, string> = Object.fromEntries(
      [...missingAttributes(type, draft), ...missingCells(type, records)].map((k) => [k, t('missingInput')]),
    );
    if (chosen.trim() === '') own.unit = t('missingInput');
    setErrors(own);
    setFailure([]);
    return Object.keys(own).length === 0;
  };

  /** A refused save: the API's issues on the fields they concern, anything else above them. */
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
      const fields = [...TYPE_SPECS[type].attributes.map((a) => a.key), ...recordKeys(type), 'unit'];
      const { byField, other } = fieldIssues(error.issues, fields, (path) => recordFieldOf(type, path));
      setErrors(byField);
      setFailure(other);
    } else setFailure([errorText(t, error)]);
  };

  /** Shows other values (the row as it is now, after a conflict), without messages. */
  const reset = (next: RowFields) => {
    setDraft(next.draft);
    setUnit(next.unit);
    setRecords(next.records ?? emptyRecords(type));
    setErrors({});
    setFailure([]);
  };

  return {
    draft,
    set,
    records,
    list,
    unit: chosen,
    setUnit: (u: string) => {
      setUnit(u);
      setErrors(({ unit: _, ...rest }) => rest);
    },
    choices,
    loading: units.isPending || fuels.isPending,
    errors,
    failure,
    check,
    refused,
    reset,
  };
}

export type RowForm = ReturnType<typeof useRowForm>;
