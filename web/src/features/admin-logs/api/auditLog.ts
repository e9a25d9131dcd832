import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditEntryView, AuditPage } from '@esg/core/schemas/admin';
import { apiRequest } from '../../../api/client';
import { logKeys, type AuditFilters } from './keys';

export type AuditEntry = AuditEntryView;

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/audit/audit-log-masters: the caller's company's changes, newest first, a page at a time. */
export const auditQuery = (filters: AuditFilters, cursor: string | undefined) =>
  queryOptions({
    queryKey: logKeys.audit(filters, cursor),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ size: String(AUDIT_PAGE_SIZE) });
      for (const [k, v] of Object.entries({ ...filters, cursor })) if (v) params.set(k, v);
      return apiRequest<z.output<typeof AuditPage>>(`/audit/audit-log-masters?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters, cursor: string | undefined) => useQuery(auditQuery(filters, cursor));
