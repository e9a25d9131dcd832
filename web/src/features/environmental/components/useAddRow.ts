import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceType } from '@esg/core/domain/resources/schemas';
import { ApiError } from '../../../api/errors';
import { errorText } from '../../../i18n/errorText';
import { useFuelMaster } from '../api/getFuelMaster';
import { useUnits } from '../api/listUnits';
import { useNewResourceBatch } from '../api/newResourceBatch';
import { emptyDraft, missingAttributes, toAttributes, type AttributeDraft } from '../attributes';
import { ns } from '../i18n';
import { MONTH_COUNT } from '../months';
import { notify } from '../notify';
import { initialUnit, unitChoices } from '../units';

/** Issues of the API by field: `body.rows.0.attributes.gas` → gas, `body.rows.0.unit` → unit. */
function fieldIssues(error: ApiError): { byField: Record<string, string>; other: string[] } {
  const byField: Record<string, string> = {};
  const other: string[] = [];
  for (const issue of error.issues) {
    const m = /^body\.rows\.\d+\.(?:attributes\.)?(\w+)/.exec(issue.path);
    if (m?.[1] && m[1] !== 'months' && m[1] !== 'locationId') byField[m[1]] ??= issue.message;
    else other.push(issue.message);
  }
  return { byField, other };
}

/** A new row of one location being described: its attributes and unit, checked, then created empty. */
export function useAddRow(type: ResourceType, year: string, locationId: string, onDone: () => void) {
  const { t } = useTranslation(ns);
  const units = useUnits();
  const fuels = useFuelMaster();
  const create = useNewResourceBatch();
  const [draft, setDraft] = useState<AttributeDraft>(() => emptyDraft(type));
  const [unit, setUnit] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string[]>([]);

  const choices = unitChoices(type, units.data ?? [], fuels.data ?? [], draft.fuel ?? '');
  // Until one is chosen (or when the fuel changed and it no longer fits), the usual unit.
  const chosen =
    unit !== undefined && (!choices || choices.some((c) => c.id === unit)) ? unit : initialUnit(type, choices);

  const set = (key: string, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = () => {
    const missing = missingAttributes(type, draft);
    const own: Record<string, string> = Object.fromEntries(missing.map((k) => [k, t('missingInput')]));
    if (chosen.trim() === '') own.unit = t('missingInput');
    setErrors(own);
    setFailure([]);
    if (Object.keys(own).length > 0) return;
    const row = {
      locationId,
      unit: chosen.trim(),
      months: Array<string>(MONTH_COUNT).fill(''),
      attributes: toAttributes(type, draft),
    };
    create.mutate(
      { type, year, rows: [row] },
      {
        onSuccess: () => {
          notify('success', t('added'));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.issues.length > 0) {
            const { byField, other } = fieldIssues(error);
            setErrors(byField);
            setFailure(other);
          } else setFailure([errorText(t, error)]);
          notify('error', t('addFailed'));
        },
      },
    );
  };

  return {
    draft,
    set,
    unit: chosen,
    setUnit: (u: string) => {
      setUnit(u);
      setErrors(({ unit: _, ...rest }) => rest);
    },
    choices,
    loading: units.isPending || fuels.isPending,
    errors,
    failure,
    submit,
    saving: create.isPending,
  };
}
