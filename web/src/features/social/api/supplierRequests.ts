import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierRoutes } from '@esg/core/contract/suppliers';
import type { SupplierRequestCreate } from '@esg/core/schemas/suppliers';
import { callRoute } from '../../../api/client';

const supplierKeys = { year: (year: string) => ['supplierRequests', year] as const };

/** GET /api/supplierRequests/{year}: the year's requests with their status, and the answers' sum. */
export const supplierRequestsQuery = (year: string) =>
  queryOptions({
    queryKey: supplierKeys.year(year),
    queryFn: ({ signal }) => callRoute(supplierRoutes.supplierRequests, { params: { year }, signal }),
  });

const useRefreshing = <I, O>(year: string, fn: (input: I) => Promise<O>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Answers count in Scope 3 category 1 on the Metrics and targets page too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: supplierKeys.year(year) }),
        client.invalidateQueries({ queryKey: ['climate', 'metrics', year] }),
      ]),
  });
};

/** POST /api/supplierRequests/{year}: a new request, mailed to the supplier's contact. */
export const useSendSupplierRequest = (year: string) =>
  useRefreshing(year, (body: SupplierRequestCreate) =>
    callRoute(supplierRoutes.sendSupplierRequest, { params: { year }, body }),
  );

/** POST /api/supplierRequest/{id}/remind or …/withdraw, at the version the list showed. */
export const useSupplierAction = (year: string, action: 'remind' | 'withdraw') =>
  useRefreshing(year, ({ id, version }: { id: string; version: number }) =>
    callRoute(action === 'remind' ? supplierRoutes.remindSupplierRequest : supplierRoutes.withdrawSupplierRequest, {
      params: { id },
      body: { year, version },
    }),
  );
