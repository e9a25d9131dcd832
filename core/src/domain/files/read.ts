import { objectKeys } from '../../infra/db/keys';
import * as keys from '../../infra/db/itemKeys';
import { getItem, queryAll, queryPage, withoutKeys } from '../../infra/db/repo';
import { presignGet } from '../../infra/s3';
import { write } from '../../infra/db/write';
import { NotFound } from '../../errors';
import { FileIdParam, FileLocation, PageQuery, type FileLogView } from '../../schemas/files';
import { fileView, logChange, periodOf, type FileRecord } from './records';
import { contentDisposition } from './names';
import { withSchema } from './validated';

/** The browser follows the redirect at once; a leaked link is dead a minute later. */
const DOWNLOAD_SECONDS = 60;

/** GET /api/files/{module}/{year}: the checked files of one module of one of the caller's years. */
export const listFiles = withSchema(FileLocation, async (m, { module, year }) => {
  periodOf(m, year);
  const entries = await queryAll<FileRecord>(keys.fileEntryPrefix(m.actor.tenantId, year, module));
  return entries.map(fileView);
});

/**
 * GET /api/file/{id}: a presigned GET whose Content-Type and Content-Disposition are fixed by the
 * signature, so the browser saves the file under its real name and never renders it inline. Each
 * download is a `download` file-log item (every action in the file log; ADR 0050), written
 * without the year lock: a printed year's files stay downloadable.
 */
export const downloadUrl = withSchema(FileIdParam, async (m, { id }) => {
  const tenantId = m.actor.tenantId;
  const file = await getItem<FileRecord>(keys.file(tenantId, id));
  // The prefix check is belt and braces: the record lives in the caller's partition already.
  if (!file?.objectKey.startsWith(objectKeys.tenantPrefix(tenantId))) throw NotFound();
  const at = new Date().toISOString();
  await write({
    tenantId,
    action: 'file.download',
    changes: [logChange(m, 'download', file, at)],
    entity: keys.file(tenantId, id),
  });
  return presignGet(file.objectKey, {
    contentType: file.type,
    disposition: contentDisposition(file.name),
    expiresIn: DOWNLOAD_SECONDS,
  });
});

/** GET /api/file/file-logs: newest first, one page at a time. */
export const listFileLog = withSchema(PageQuery, async (m, q) => {
  const page = await queryPage<FileLogView>(keys.fileLogPartition(m.actor.tenantId), {
    limit: q.size,
    cursor: q.cursor,
    descending: true,
  });
  return { items: page.items.map((item) => withoutKeys(item) as FileLogView), cursor: page.cursor };
});
