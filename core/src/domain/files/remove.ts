import * as keys from '../../infra/db/itemKeys';
import { getItems } from '../../infra/db/repo';
import { write, type Change } from '../../infra/db/write';
import { deleteObjects } from '../../infra/s3';
import { BadRequest, NotFound } from '../../errors';
import { DeleteFiles } from '../../schemas/files';
import { entryKey, fileView, logChange, type FileRecord } from './records';
import { withSchema } from './validated';
import * as msg from '../../messages';

/**
 * DELETE /api/file/batch: all or nothing. Any id that is not one of the caller's files makes the
 * whole call 404. Records go first in one transaction (with the year lock); the objects follow,
 * so a failure can leave an unreachable object but never a record without its bytes.
 */
export const deleteFiles = withSchema(DeleteFiles, async (m, { ids }) => {
  const tenantId = m.actor.tenantId;
  const files = await getItems<FileRecord>(ids.map((id) => keys.file(tenantId, id)));
  if (files.length !== ids.length) throw NotFound();
  // One transaction checks one year's lock; the web deletes from one year's list anyway.
  const years = new Set(files.map((f) => f.yearEnd));
  if (years.size > 1) throw BadRequest(msg.filesOfOneYear);
  const at = new Date().toISOString();
  const changes: Change[] = files.flatMap((f) => [
    { op: 'delete', key: keys.file(tenantId, f.id), expectedVersion: f.version },
    { op: 'delete', key: entryKey(tenantId, f) },
    logChange(m, 'delete', f, at),
  ]);
  await write({
    tenantId,
    yearEnd: files[0]!.yearEnd,
    action: 'file.delete',
    changes,
    before: files.map(fileView),
  });
  await deleteObjects(files.map((f) => f.objectKey));
  return { deleted: files.length };
});
