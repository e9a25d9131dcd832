import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONTHS } from '@esg/core/catalogue/values';
import { MAX_ROWS_PER_SAVE } from '@esg/core/schemas/resources';
import { fetchResourceRows, type ResourceList } from './listResourceRows';
import { environmentalKeys } from './keys';
import { newResourceBatch } from './newResourceBatch';

export interface RowCopy {
  type: string;
  list: ResourceList;
}

/**
 * Copy from last year (ADR 0038): last year's rows of this type — location, unit and attributes,
 * not the months — become this year's rows, so each shows last year's total beside it (the API
 * matches rows across years by location and identifying attributes). Rows of a location outside
 * this year's boundary are left out. Sent through POST …/newBatch, at most 90 rows per call.
 */
export async function copyRowsFromLastYear({ type, list }: RowCopy) {
  if (!list.lastYear) return { copied: 0, leftOut: 0, list };
  const last = await fetchResourceRows(type, list.lastYear.yearEnd);
  const boundary = new Set(list.locations.map((l) => l.id));
  const rows = last.rows
    .filter((r) => boundary.has(r.locationId))
    .map((r) => ({
      locationId: r.locationId,
      unit: r.unit,
      months: Array.from({ length: MONTHS }, () => ''),
      attributes: r.attributes,
    }));
  let reply = list;
  for (let i = 0; i < rows.length; i += MAX_ROWS_PER_SAVE)
    reply = await newResourceBatch({ type, year: list.yearEnd, rows: rows.slice(i, i + MAX_ROWS_PER_SAVE) });
  return { copied: rows.length, leftOut: last.rows.length - rows.length, list: reply };
}

/**
 * `onCopied` is the mutation's own callback, not `mutate`'s: the copied rows replace the offer that
 * started it (it unmounts), and react-query skips the callbacks of an unmounted caller.
 */
export function useCopyRowsFromLastYear(onCopied: (copy: { copied: number; leftOut: number }) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRowsFromLastYear,
    onSuccess: ({ list, copied, leftOut }, { type }) => {
      onCopied({ copied, leftOut });
      queryClient.setQueryData(environmentalKeys.rows(type, list.yearEnd), list);
      return queryClient.invalidateQueries({ queryKey: environmentalKeys.emissions(list.yearEnd) });
    },
  });
}
