import * as z from 'zod';
import { route } from './route';
import {
  DeleteFiles,
  FileIdParam,
  FileLocation,
  FileLogView,
  FileView,
  PageQuery,
  UploadRequest,
  UploadTickets,
} from '../schemas/files';
import { EvidenceQuery, EvidenceYear } from '../schemas/evidence';

const group = 'files' as const;

/**
 * Files (docs/spec-coverage.md "Files and reports"): presigned uploads to S3 under the tenant prefix, checked
 * before they count (docs/decisions/0007-files.md). The module/year collection is `/api/files/…`
 * rather than the spec's `/file/{a}/{b}`: API Gateway refuses two differently named variables at
 * one level (`/api/file/{id}` and `/api/file/{module}`).
 */
export const filesRoutes = {
  requestUpload: route({
    method: 'POST',
    path: '/api/files/{module}/{year}',
    group,
    access: 'company:write',
    scope: 'company',
    params: FileLocation,
    body: UploadRequest,
    response: UploadTickets,
    status: 201,
    spec: 'POST /file/{a}/{b}',
  }),
  confirmUpload: route({
    method: 'POST',
    path: '/api/file/{id}/confirm',
    group,
    access: 'company:write',
    scope: 'company',
    params: FileIdParam,
    response: FileView,
  }),
  listFiles: route({
    method: 'GET',
    path: '/api/files/{module}/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: FileLocation,
    response: z.array(FileView),
    spec: 'GET /file/{a}/{b}',
  }),
  download: route({
    method: 'GET',
    path: '/api/file/{id}',
    group,
    access: 'company:read',
    scope: 'company',
    params: FileIdParam,
    kind: 'redirect',
    spec: 'GET /file/{id}',
  }),
  deleteFiles: route({
    method: 'DELETE',
    path: '/api/file/batch',
    group,
    access: 'company:write',
    scope: 'company',
    body: DeleteFiles,
    response: z.object({ deleted: z.number() }),
    spec: 'DELETE /file/batch',
  }),
  /** Evidence per value: uploaded as module `evidence` with a `target`, listed by page here. */
  listEvidence: route({
    method: 'GET',
    path: '/api/evidence/{year}',
    group,
    access: 'company:read',
    scope: 'company',
    params: EvidenceYear,
    query: EvidenceQuery,
    response: z.array(FileView),
  }),
  fileLogs: route({
    method: 'GET',
    path: '/api/file/file-logs',
    group,
    access: 'logs:read',
    query: PageQuery,
    response: z.object({ items: z.array(FileLogView), cursor: z.string().optional() }),
    spec: 'GET /file/file-logs',
  }),
};
