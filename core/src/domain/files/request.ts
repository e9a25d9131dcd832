import { Locked } from '../../errors';
import { periodOf } from './records';
import { withSchema } from './validated';
import { checkTarget } from './target';
import { uploaderOf } from './confirm';
import { requestUploadsOf, UploadInput } from './upload';

/**
 * POST /api/files/{module}/{year}: records one PENDING upload per file and hands out presigned
 * PUTs. Nothing is downloadable until confirmUpload has checked the bytes. Apart from ./upload.ts, which a
 * supplier's link uses too: only this route checks an evidence target against the page modules (ADR 0145).
 */
export const requestUpload = withSchema(UploadInput, async (m, { module, year, files, target }) => {
  if (periodOf(m, year).printed) throw Locked();
  await checkTarget(m.actor.tenantId, year, module, target);
  return requestUploadsOf(uploaderOf(m), { module, year, files, target });
});
