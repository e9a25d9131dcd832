import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreachableText } from '../../../i18n/errorText';
import { ruleText } from '../../../i18n/ruleText';
import { useConflictReload } from '../../../ui/useConflictReload';
import { heldYearMessage, isLockedMeanwhile, lockedMessage } from '../../../ui/lockedYear';
import { ApiError } from '../../../api/errors';
import { carriedAnswer } from '../../../api/conflict';
import { resourceRoutes } from '@esg/core/contract/environmental';
import { ResourceListView } from '@esg/core/schemas/resources';
import { resourceRowsQuery, type ResourceList, type ResourceRow } from '../api/listResourceRows';
import { environmentalKeys } from '../api/keys';
import { useSaveResourceRows } from '../api/saveResourceRows';
import { ns } from '../i18n';
import { MONTH_COUNT } from '../months';
import { notify } from '../notify';
import { useMonthGrid } from './useMonthGrid';

type Distance = { unit: string; months: string[] } | undefined;
const blank = () => Array<string>(MONTH_COUNT).fill('');
const distanceOf = (row: ResourceRow) => row.attributes.distance as Distance;

/** The API's issues by month: `…months.N` of the quantities, `…attributes.distance.months.N` of the kilometres. */
function serverMonthIssues(error: ApiError, distance: boolean): Map<number, string> {
  const out = new Map<number, string>();
  for (const issue of error.issues) {
    const m = /(\.attributes\.distance)?\.months\.(\d+)$/.exec(issue.path);
    if (m && Boolean(m[1]) === distance) out.set(Number(m[2]), ruleText(issue));
  }
  return out;
}

/**
 * One row's twelve months being edited (and a vehicle's kilometres): what is typed, the version
 * it is based on (optimistic concurrency), whether it differs from what was loaded, and the
 * outcome of the last save.
 */
export function useMonthlyEditor(type: string, year: string, row: ResourceRow, onSaved: () => void) {
  const { t } = useTranslation(ns);
  const queryClient = useQueryClient();
  const save = useSaveResourceRows();
  const quantities = useMonthGrid(row.months);
  const hasDistance = type === 'vehicle';
  const distance = useMonthGrid(distanceOf(row)?.months ?? blank());
  const [version, setVersion] = useState(row.version);
  // What the row is (supplier, fuel…) as last loaded: the drawer changes only months and kilometres.
  const [base, setBase] = useState(row.attributes);
  const [attempted, setAttempted] = useState(false);

  const grids = hasDistance ? [quantities, distance] : [quantities];
  const invalid = grids.some((g) => g.issues.size > 0);
  const dirty = grids.some((g) => g.dirty);

  /**
   * After a conflict: the latest version becomes the base of the next save; the typed months stay. The
   * rows as stored now come with the 409 (ADR 0083); they are read again only when it carries none.
   */
  const versioning = useConflictReload<ResourceList>(async (carried) => {
    const rows = resourceRowsQuery(type, year);
    const latest = carried ?? (await queryClient.fetchQuery({ ...rows, staleTime: 0 }));
    if (carried) queryClient.setQueryData(rows.queryKey, carried);
    const current = latest.rows.find((r) => r.id === row.id);
    if (current) {
      setVersion(current.version);
      setBase(current.attributes);
      quantities.rebase(current.months);
      distance.rebase(distanceOf(current)?.months ?? blank());
    }
  });

  const refused = (error: unknown) => {
    const held = heldYearMessage(error);
    if (held) return notify('error', t(held, { ns: 'common' }));
    if (error instanceof ApiError && error.status === 409) {
      versioning.refused(carriedAnswer(error, resourceRoutes.listResourceRows, ResourceListView));
      return;
    }
    if (error instanceof ApiError && error.status === 400) {
      quantities.setServerIssues(serverMonthIssues(error, false));
      distance.setServerIssues(serverMonthIssues(error, true));
    }
    // A year printed meanwhile: say so (retrying cannot help); the page comes back read-only with its banner.
    if (isLockedMeanwhile(error)) {
      void queryClient.invalidateQueries({ queryKey: environmentalKeys.year(year) });
      return notify('error', t(lockedMessage(error), { ns: 'common' }));
    }
    notify('error', unreachableText(t, error) ?? t('saveFailed'));
  };

  /** A vehicle's kilometres go with its attributes; left out while none were ever entered. */
  const attributes = () => {
    const km = distance.stored();
    const known = base.distance as Distance;
    if (!hasDistance || (!known && km.every((v) => v === ''))) return base;
    return { ...base, distance: { unit: known?.unit ?? 'km', months: km } };
  };

  const submit = () => {
    setAttempted(true);
    if (invalid) return;
    const input = { id: row.id, version, locationId: row.locationId, unit: row.unit, attributes: attributes() };
    save.mutate(
      { type, year, rows: [{ ...input, months: quantities.stored() }] },
      {
        onSuccess: (reply) => {
          const saved = reply.rows.find((r) => r.id === row.id);
          if (saved) {
            quantities.reset(saved.months);
            distance.reset(distanceOf(saved)?.months ?? blank());
            setVersion(saved.version);
            setBase(saved.attributes);
          }
          versioning.saved();
          setAttempted(false);
          notify('success', t('saved'));
          onSaved();
        },
        onError: refused,
      },
    );
  };

  return {
    quantities,
    distance: hasDistance ? distance : undefined,
    distanceUnit: (base.distance as Distance)?.unit ?? 'km',
    invalid,
    dirty,
    attempted,
    submit,
    saving: save.isPending,
    ...versioning.view,
  };
}
