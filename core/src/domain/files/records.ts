import { ulid } from 'ulid';
import * as keys from '../../infra/db/itemKeys';
import type { Change } from '../../infra/db/write';
import { NotFound } from '../../errors';
import type { FileLogView, FileModule, FileType, FileView } from '../../schemas/files';
import type { EvidenceTarget } from '../../schemas/evidence';
import type { Membership } from '../membership';

/** What is known about a file before and after its bytes are checked. */
interface FileFacts {
  id: string;
  name: string;
  type: FileType;
  size: number;
  module: FileModule;
  yearEnd: string;
  objectKey: string;
  /** Evidence files only: the figure the file supports. */
  target?: EvidenceTarget;
  /** SHA-256 of the bytes, hex, computed when the upload is checked (docs/decisions/0108-evidence-fingerprints.md). */
  sha256?: string;
}

/** `UPLOAD#<id>`: a ticket handed out; PENDING until checked, REJECTED after; expires by TTL either way. */
export interface UploadRecord extends FileFacts {
  status: 'PENDING' | 'REJECTED';
  requestedBy: string;
  requestedLogin: string;
  requestedAt: string;
  /** Epoch seconds: DynamoDB's TTL removes unconfirmed and rejected uploads. */
  ttl: number;
  version: number;
}

/** `FILE#<id>` (found by id) and its copy in the year's list: a checked, downloadable file. */
export interface FileRecord extends FileFacts {
  uploadedBy: string;
  uploaderLogin: string;
  /** The uploader's name when the file was checked (files of earlier uploads have none: their login is shown). */
  uploaderName?: string;
  uploadedAt: string;
  version: number;
}

export function fileView(f: FileRecord): FileView {
  return {
    id: f.id,
    name: f.name,
    type: f.type,
    size: f.size,
    module: f.module,
    yearEnd: f.yearEnd,
    uploadedBy: f.uploaderName ?? f.uploaderLogin,
    uploadedAt: f.uploadedAt,
    ...(f.target ? { target: f.target } : {}),
    ...(f.sha256 ? { sha256: f.sha256 } : {}),
  };
}

/** The key parts of what an evidence file supports, as its year entry is filed under them. */
export const anchorParts = (t: EvidenceTarget): string[] =>
  t.kind === 'field' ? ['F', t.page, t.field] : ['R', t.resource, t.row, String(t.month)];

/** A file's entry in its year: by module, or for evidence by the figure it supports. */
export const entryKey = (tenantId: string, f: Pick<FileFacts, 'id' | 'yearEnd' | 'module' | 'target'>) =>
  f.target
    ? keys.evidenceEntry(tenantId, f.yearEnd, anchorParts(f.target), f.id)
    : keys.fileEntry(tenantId, f.yearEnd, f.module, f.id);

/** The caller's reporting year, or 404: a year of another company is indistinguishable from none. */
export function periodOf(m: Membership, yearEnd: string) {
  const period = m.periods.find((p) => p.yearEnd === yearEnd);
  if (!period) throw NotFound();
  return period;
}

/** One file-log item (who, what, when, size, type), written in the same transaction as the change. */
export const logChange = (m: Membership, action: FileLogView['action'], f: FileFacts, at: string): Change =>
  fileLogChange(m.actor.tenantId, m.actor, action, f, at);

/** The file-log item of a file's event, for a caller known by id and login (the Excel import worker has no request). */
export function fileLogChange(
  tenantId: string,
  who: { userId: string; login: string },
  action: FileLogView['action'],
  f: Pick<FileFacts, 'id' | 'name' | 'type' | 'size' | 'module' | 'yearEnd' | 'sha256'>,
  at: string,
): Change {
  const id = ulid();
  const item: FileLogView = {
    id,
    at,
    action,
    fileId: f.id,
    name: f.name,
    type: f.type,
    size: f.size,
    module: f.module,
    yearEnd: f.yearEnd,
    userId: who.userId,
    login: who.login,
    ...(f.sha256 ? { sha256: f.sha256 } : {}),
  };
  return { op: 'put', key: keys.fileLog(tenantId, at, id), item: { ...item } };
}
