import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_ROWS_PER_SAVE } from '@esg/core/schemas/resources';
import { nextYearRow } from '@esg/core/schemas/nextYearRow';
import { fetchResourceRows, type ResourceList } from './listResourceRows';
import { environmentalKeys } from './keys';
import { newResourceBatch } from './newResourceBatch';

export interface RowCopy {
  type: string;
  list: ResourceList;
}

/** What a copy did: rows copied, rows left out (outside the boundary), rows whose instruments stayed behind. */
export interface RowsCopied {
  copied: number;
  leftOut: number;
  withoutInstruments: number;
}

/**
 * Copy from last year (ADR 0038): last year's rows of this type — location, unit and attributes,
 * not the months nor the contractual instruments of that year (`nextYearRow`, ADR 0123) — become
 * this year's rows, in last year's order, so each shows last year's total beside it (the API
 * matches rows across years by location and identifying attributes). Rows of a location outside
 * this year's boundary are left out. Sent through POST …/newBatch, at most 90 rows per call.
 */
export async function copyRowsFromLastYear({ type, list }: RowCopy): Promise<RowsCopied & { list: ResourceList }> {
  if (!list.lastYear) return { copied: 0, leftOut: 0, withoutInstruments: 0, list };
  const last = await fetchResourceRows(type, list.lastYear.yearEnd);
  const boundary = new Set(list.locations.map((l) => l.id));
  const copies = last.rows.filter((r) => boundary.has(r.locationId)).map(nextYearRow);
  const rows = copies.map((c) => c.row);
  let reply = list;
  for (let i = 0; i < rows.length; i += MAX_ROWS_PER_SAVE)
    reply = await newResourceBatch({ type, year: list.yearEnd, rows: rows.slice(i, i + MAX_ROWS_PER_SAVE) });
  return {
    copied: rows.length,
    leftOut: last.rows.length - rows.length,
    withoutInstruments: copies.filter((c) => c.dropped).length,
    list: reply,
  };
}

/**
 * `onCopied` is the mutation's own callback, not `mutate`'s: the copied rows replace the offer that
 * started it (it unmounts), and react-query skips the callbacks of an unmounted caller.
 */
export function useCopyRowsFromLastYear(onCopied: (copy: RowsCopied) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyRowsFromLastYear,
    onSuccess: ({ list, ...copy }, { type }) => {
      onCopied(copy);
      queryClient.setQueryData(environmentalKeys.rows(type, list.yearEnd), list);
      return queryClient.invalidateQueries({ queryKey: environmentalKeys.emissions(list.yearEnd) });
    },
  });
}
