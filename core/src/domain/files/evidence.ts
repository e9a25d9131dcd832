import * as z from 'zod';
import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { BadRequest } from '../../errors';
import { EvidenceQuery, EvidenceYear } from '../../schemas/evidence';
import { fileView, periodOf, type FileRecord } from './records';
import { withSchema } from './validated';
import * as msg from '../../messages';

/** The evidence files of a year, or of one page or resource type (`parts`), as the API shows them. */
export const evidenceOf = async (tenantId: string, yearEnd: string, ...parts: string[]) =>
  (await queryAll<FileRecord>(keys.evidencePrefix(tenantId, yearEnd, ...parts))).map(fileView);

export const EvidenceInput = z.strictObject({ ...EvidenceYear.shape, ...EvidenceQuery.shape });

/** GET /api/evidence/{year}?page=|resource=: the evidence files of one page, one resource type, or the year. */
export const listEvidence = withSchema(EvidenceInput, async (m, { year, page, resource }) => {
  periodOf(m, year);
  if (page && resource) throw BadRequest(msg.badRequest);
  const tenantId = m.actor.tenantId;
  if (page) return evidenceOf(tenantId, year, 'F', page);
  if (resource) return evidenceOf(tenantId, year, 'R', resource);
  return evidenceOf(tenantId, year);
});
