import { filesRoutes } from '@esg/core/contract/files';
import { requestUpload } from '@esg/core/domain/files/request';
import { confirmUpload } from '@esg/core/domain/files/confirm';
import { downloadUrl, listFileLog, listFiles } from '@esg/core/domain/files/read';
import { deleteFiles } from '@esg/core/domain/files/remove';
import { listEvidence } from '@esg/core/domain/files/evidence';
import { groupHandler } from '../http/group';
import { fileYear } from '@esg/core/domain/access/auditorItems';

/** Files: presigned uploads, the check that makes them files, lists, downloads, deletes and the file log. */
export const handler = groupHandler(
  filesRoutes,
  {
    requestUpload: async ({ m, params, body }) => requestUpload(m, { ...params, ...body }),
    confirmUpload: async ({ m, params }) => confirmUpload(m, params),
    listFiles: async ({ m, params }) => listFiles(m, params),
    download: async ({ m, params }) => downloadUrl(m, params),
    deleteFiles: async ({ m, body }) => deleteFiles(m, body),
    listEvidence: async ({ m, params, query }) => listEvidence(m, { ...params, ...query }),
    fileLogs: async ({ m, query }) => listFileLog(m, query),
  },
  {},
  // An invited auditor opens the evidence of their years only (ADR 0115).
  { download: fileYear },
);
