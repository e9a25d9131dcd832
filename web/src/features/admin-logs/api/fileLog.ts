import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FileLogView } from '@esg/core/schemas/files';
import { filesRoutes } from '@esg/core/contract/files';
import { callRoute } from '../../../api/client';
import { logKeys } from './keys';

export type FileLogEntry = FileLogView;

/** GET /api/file/file-logs: uploads, refusals and deletions of the caller's company's files. */
export const fileLogQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: logKeys.files(cursor),
    queryFn: ({ signal }) => callRoute(filesRoutes.fileLogs, { query: { size: 20, cursor }, signal }),
    placeholderData: keepPreviousData,
  });

export const useFileLog = (cursor: string | undefined) => useQuery(fileLogQuery(cursor));
