import { ulid } from 'ulid';
import * as z from 'zod';
import { objectKeys } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { write } from '../../infra/db/write';
import { presignPut } from '../../infra/s3';
import { FileLocation, UploadRequest } from '../../schemas/files';
import type { UploadRecord } from './records';
import { safeName } from './names';
import type { Uploader } from './confirm';

/** Long enough for 10 MB on a slow line; short enough that a leaked ticket is soon useless. */
const TICKET_SECONDS = 15 * 60;
/** Unconfirmed uploads are forgotten after a day. */
const PENDING_SECONDS = 24 * 60 * 60;

export const UploadInput = z.strictObject({ ...FileLocation.shape, ...UploadRequest.shape });

/**
 * Records the PENDING uploads of an open year and hands out their presigned PUTs, for any uploader: a
 * signed-in user (./request.ts), or a supplier through its link (ADR 0119). The caller has checked the year and target.
 */
export async function requestUploadsOf(m: Uploader, { module, year, files, target }: z.output<typeof UploadInput>) {
  const tenantId = m.tenantId;
  const now = new Date();
  const uploads: Omit<UploadRecord, 'version'>[] = files.map((f) => {
    const id = ulid();
    return {
      ...f,
      id,
      module,
      yearEnd: year,
      objectKey: objectKeys.file(tenantId, module, year, id, safeName(f.name)),
      status: 'PENDING',
      requestedBy: m.userId,
      requestedLogin: m.login,
      requestedAt: now.toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + PENDING_SECONDS,
      ...(target ? { target } : {}),
    };
  });
  await write({
    tenantId,
    yearEnd: year,
    action: 'file.request',
    changes: uploads.map((u) => ({ op: 'create', key: keys.upload(tenantId, u.id), item: { ...u } })),
    after: uploads.map(({ id, name, type, size }) => ({ id, name, type, size })),
    ...(m.by ? { by: m.by } : {}),
  });
  const expiresAt = new Date(now.getTime() + TICKET_SECONDS * 1000).toISOString();
  const tickets = await Promise.all(
    uploads.map(async (u) => ({
      id: u.id,
      name: u.name,
      method: 'PUT' as const,
      expiresAt,
      ...(await presignPut(u.objectKey, u.type, u.size, TICKET_SECONDS)),
    })),
  );
  return { files: tickets };
}
