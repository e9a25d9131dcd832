import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@esg/core/contract/admin';
import type { CallOutput } from '../../../api/client';
import { routeQuery } from '../../../api/routeQuery';

export type ConvertResult = CallOutput<typeof adminRoutes.convertUnits>;
export interface ConvertRequest {
  from: string;
  to: string;
  value: string;
}

/** GET /api/uom/convert: the exact factor between two units of one type (and the value converted). */
export const convertQuery = ({ from, to, value }: ConvertRequest) =>
  queryOptions({
    ...routeQuery(adminRoutes.convertUnits, { query: { from, to, ...(value ? { value } : {}) } }),
    retry: false,
  });

export const useConvert = (request: ConvertRequest | null) =>
  useQuery({ ...convertQuery(request ?? { from: '', to: '', value: '' }), enabled: request !== null });
