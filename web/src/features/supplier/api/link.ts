import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierRoutes } from '@esg/core/contract/suppliers';
import type { SupplierAnswer, SupplierLinkView } from '@esg/core/schemas/suppliers';
import { callRoute } from '../../../api/client';
import type { UploadChannel } from '../../../ui/files/upload';

const linkKey = (id: string) => ['supplierLink', id] as const;

/** GET /api/supplier/q/{id}: the request as its supplier sees it (opening marks it Opened). No token is sent. */
export const supplierLinkQuery = (id: string) =>
  queryOptions({
    queryKey: linkKey(id),
    queryFn: () => callRoute(supplierRoutes.openSupplierLink, { params: { id }, skipAuthFailure: true }),
    retry: false,
    staleTime: Infinity,
  });

/** POST /api/supplier: the answer, once; the page then shows it read-only. */
export const useSubmitSupplierAnswer = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: Omit<SupplierAnswer, 'id'>) =>
      callRoute(supplierRoutes.submitSupplierAnswer, { body: { ...answer, id }, skipAuthFailure: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: linkKey(id) }),
  });
};

/** Evidence through the link: the same presigned flow, limits and checks as every upload (ADR 0119). */
export const evidenceChannel = (id: string): UploadChannel<{ id: string; name: string; size: number }> => ({
  tickets: (files) => callRoute(supplierRoutes.requestSupplierUpload, { body: { id, files }, skipAuthFailure: true }),
  confirm: (fileId) => callRoute(supplierRoutes.confirmSupplierUpload, { body: { id, fileId }, skipAuthFailure: true }),
});

export type { SupplierLinkView };
