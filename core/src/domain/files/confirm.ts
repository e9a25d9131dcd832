import * as keys from '../../infra/db/itemKeys';
import { getItem } from '../../infra/db/repo';
import { write } from '../../infra/db/write';
import { deleteObjects, headObject, objectSha256, readStart } from '../../infra/s3';
import { AppError, BadRequest, NotFound } from '../../errors';
import type { Message } from '../../messages';
import { FileIdParam, MAX_FILE_BYTES } from '../../schemas/files';
import type { Membership } from '../membership';
import { entryKey, fileLogChange, fileView, type FileRecord, type UploadRecord } from './records';
import { matchesType, SNIFF_BYTES } from './magic';
import { withSchema } from './validated';
import * as msg from '../../messages';
import { personName } from '../../lib/personName';

/** What S3 holds must be what was declared: size, type, and first bytes that fit the type. */
async function inspect(u: UploadRecord, stored: { size: number; type: string }): Promise<Message | undefined> {
  if (stored.size > MAX_FILE_BYTES) return msg.fileTooLarge;
  if (stored.size !== u.size) return msg.fileSizeMismatch;
  if (stored.type.split(';')[0]?.trim().toLowerCase() !== u.type) return msg.fileTypeMismatch;
  const head = await readStart(u.objectKey, Math.min(SNIFF_BYTES, stored.size));
  return matchesType(u.type, head) ? undefined : msg.fileTypeMismatch;
}

/** The bytes go first: a REJECTED record must never point at an object that still exists. */
async function reject(m: Uploader, u: UploadRecord, reason: Message) {
  await deleteObjects([u.objectKey]);
  const at = new Date().toISOString();
  // No year lock here: removing a bad upload is cleanup, allowed even once the year is printed.
  await write({
    tenantId: m.tenantId,
    action: 'file.reject',
    changes: [
      {
        op: 'update',
        key: keys.upload(m.tenantId, u.id),
        expectedVersion: u.version,
        set: { status: 'REJECTED' },
      },
      fileLogChange(m.tenantId, m, 'reject', u, at),
    ],
    ...(m.by ? { by: m.by } : {}),
    after: { id: u.id, reason: reason.key },
  });
}

async function accept(m: Uploader, u: UploadRecord, sha256: string) {
  const tenantId = m.tenantId;
  const at = new Date().toISOString();
  const { status: _s, requestedBy: _b, requestedLogin: _l, requestedAt: _a, ttl: _t, version, ...facts } = u;
  const file: Omit<FileRecord, 'version'> = {
    ...facts,
    sha256,
    uploadedBy: m.userId,
    uploaderLogin: m.login,
    ...(m.name ? { uploaderName: m.name } : {}),
    uploadedAt: at,
  };
  await write({
    tenantId,
    yearEnd: u.yearEnd,
    action: 'file.upload',
    entity: keys.file(tenantId, u.id),
    changes: [
      { op: 'delete', key: keys.upload(tenantId, u.id), expectedVersion: version },
      { op: 'create', key: keys.file(tenantId, u.id), item: { ...file } },
      { op: 'create', key: entryKey(tenantId, u), item: { ...file } },
      fileLogChange(tenantId, m, 'upload', { ...u, sha256 }, at),
    ],
    after: fileView({ ...file, version: 1 }),
    ...(m.by ? { by: m.by } : {}),
  });
  return fileView({ ...file, version: 1 });
}

/** A second confirm (a retry, or a race the first one won) answers with the file, not an error. */
async function alreadyConfirmed(m: Uploader, id: string) {
  const file = await getItem<FileRecord>(keys.file(m.tenantId, id), true);
  if (!file) throw NotFound();
  return fileView(file);
}

/**
 * POST /api/file/{id}/confirm: after the client's PUT, checks the object (HEAD + a ranged GET of
 * its first bytes) and either makes it a file of the year or deletes it and rejects the upload.
 */
export const confirmUpload = withSchema(FileIdParam, async (m, { id }) => confirmUploadOf(uploaderOf(m), id));

/**
 * Who checks an upload: a signed-in user (uploaderOf), or someone with no account acting through an
 * e-mailed link (a supplier, ADR 0119), named by `by` in the audit.
 */
export interface Uploader {
  tenantId: string;
  userId: string;
  login: string;
  /** How the file lists name the uploader: a user by their name (a supplier's login is its name already). */
  name?: string;
  by?: { userId: string; login: string };
}
export const uploaderOf = (m: Membership): Uploader => ({
  tenantId: m.actor.tenantId,
  userId: m.actor.userId,
  login: m.actor.login,
  name: personName(m.user) || m.actor.login,
});

/** confirmUpload for any uploader (the checks are the same whoever uploaded). */
export async function confirmUploadOf(m: Uploader, id: string) {
  const upload = await getItem<UploadRecord>(keys.upload(m.tenantId, id), true);
  if (!upload) return alreadyConfirmed(m, id);
  if (upload.status !== 'PENDING') throw NotFound();
  const stored = await headObject(upload.objectKey);
  if (!stored) throw BadRequest(msg.fileNotUploaded);
  const problem = await inspect(upload, stored);
  if (problem) {
    await reject(m, upload, problem);
    throw BadRequest(problem);
  }
  // The fingerprint of the bytes as checked (docs/decisions/0108-evidence-fingerprints.md).
  const sha256 = await objectSha256(upload.objectKey);
  if (!sha256) throw BadRequest(msg.fileNotUploaded);
  try {
    return await accept(m, upload, sha256);
  } catch (err) {
    if (err instanceof AppError && (err.status === 404 || err.status === 409)) return alreadyConfirmed(m, id);
    throw err;
  }
}
