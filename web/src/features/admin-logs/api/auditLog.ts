import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@esg/core/schemas/auditLog';
import { adminRoutes } from '@esg/core/contract/admin';
import { callRoute } from '../../../api/client';
import { logKeys, type AuditFilters } from './keys';

export type AuditEntry = AuditEntryView;

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/audit/audit-log-masters: the caller's company's changes, newest first, a page at a time. */
export const auditQuery = (filters: AuditFilters, cursor: string | undefined) =>
  queryOptions({
    queryKey: logKeys.audit(filters, cursor),
    queryFn: ({ signal }) => {
      // An empty filter means "any": it is left out rather than sent blank.
      const set = Object.entries(filters).filter(([, v]) => Boolean(v));
      return callRoute(adminRoutes.auditLog, {
        query: { ...Object.fromEntries(set), size: AUDIT_PAGE_SIZE, cursor },
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters, cursor: string | undefined) => useQuery(auditQuery(filters, cursor));
