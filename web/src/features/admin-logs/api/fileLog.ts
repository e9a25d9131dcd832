import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FileLogView } from '@esg/core/schemas/files';
import { apiRequest } from '../../../api/client';
import { logKeys } from './keys';

export type FileLogEntry = FileLogView;

/** GET /api/file/file-logs: uploads, refusals and deletions of the caller's company's files. */
export const fileLogQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: logKeys.files(cursor),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ size: '20', ...(cursor ? { cursor } : {}) });
      return apiRequest<{ items: FileLogEntry[]; cursor?: string }>(`/file/file-logs?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useFileLog = (cursor: string | undefined) => useQuery(fileLogQuery(cursor));
