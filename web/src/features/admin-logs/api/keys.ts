/** The audit log's filters: what its keys and its call are built from. */
export interface AuditFilters {
  /** Stored dates (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  user?: string;
  action?: string;
  entity?: string;
}

/** Hierarchical keys: each filter set and page cursor of the audit log, each page of the file log. */
export const logKeys = {
  all: ['admin-logs'] as const,
  audit: (filters: AuditFilters, cursor: string | undefined) =>
    [...logKeys.all, 'audit', filters, cursor ?? 'first'] as const,
  files: (cursor: string | undefined) => [...logKeys.all, 'files', cursor ?? 'first'] as const,
};
