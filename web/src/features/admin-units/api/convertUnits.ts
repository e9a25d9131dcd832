import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConvertReply } from '@esg/core/schemas/units';
import { apiRequest } from '../../../api/client';
import { unitKeys } from './keys';

export type ConvertResult = z.output<typeof ConvertReply>;
export interface ConvertRequest {
  from: string;
  to: string;
  value: string;
}

/** GET /api/uom/convert: the exact factor between two units of one type (and the value converted). */
export const convertQuery = ({ from, to, value }: ConvertRequest) =>
  queryOptions({
    queryKey: unitKeys.convert(from, to, value),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from, to, ...(value ? { value } : {}) });
      return apiRequest<ConvertResult>(`/uom/convert?${params}`, { signal });
    },
    retry: false,
  });

export const useConvert = (request: ConvertRequest | null) =>
  useQuery({ ...convertQuery(request ?? { from: '', to: '', value: '' }), enabled: request !== null });
