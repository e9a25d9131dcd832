import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute, type CallOutput } from '../../../api/client';
import { unitKeys } from './keys';

export type ConvertResult = CallOutput<typeof adminRoutes.convertUnits>;
export interface ConvertRequest {
  from: string;
  to: string;
  value: string;
}

/** GET /api/uom/convert: the exact factor between two units of one type (and the value converted). */
export const convertQuery = ({ from, to, value }: ConvertRequest) =>
  queryOptions({
    queryKey: unitKeys.convert(from, to, value),
    queryFn: ({ signal }) =>
      callRoute(adminRoutes.convertUnits, { query: { from, to, ...(value ? { value } : {}) }, signal }),
    retry: false,
  });

export const useConvert = (request: ConvertRequest | null) =>
  useQuery({ ...convertQuery(request ?? { from: '', to: '', value: '' }), enabled: request !== null });
