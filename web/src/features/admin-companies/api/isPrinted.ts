import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { IsPrintedReply } from '@esg/core/schemas/company';
import { apiRequest } from '../../../api/client';
import { companyKeys } from './keys';

/** GET /api/compPeriod/isPrinted/{year}: whether a reporting year is printed (locked), by its year end. */
export const isPrintedQuery = (yearEnd: string) =>
  queryOptions({
    queryKey: companyKeys.printed(yearEnd),
    queryFn: ({ signal }) =>
      apiRequest<z.output<typeof IsPrintedReply>>(`/compPeriod/isPrinted/${encodeURIComponent(yearEnd)}`, { signal }),
  });

export const useIsPrinted = (yearEnd: string | null) =>
  useQuery({ ...isPrintedQuery(yearEnd ?? ''), enabled: Boolean(yearEnd) });
