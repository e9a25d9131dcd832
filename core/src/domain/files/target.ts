import { BadRequest } from '../../errors';
import { fieldsOf } from '../../catalogue/page';
import { pageByKey } from '../../pages/index';
import type { EvidenceTarget } from '../../schemas/evidence';
import type { FileModule } from '../../schemas/files';
import { RESOURCE_TYPES, type ResourceType } from '../../schemas/resources';
import { storedRows } from '../resources/stored';

/**
 * An upload names a target exactly when it is evidence, and the target must exist in the year:
 * a field declared on the page, or a stored resource row of the type (400 otherwise).
 */
export async function checkTarget(tenantId: string, yearEnd: string, module: FileModule, target?: EvidenceTarget) {
  if ((module === 'evidence') !== Boolean(target)) throw BadRequest('evidenceTargetMissing');
  if (!target) return;
  if (target.kind === 'field') {
    const page = pageByKey(target.page);
    if (!page || !fieldsOf(page).some((f) => f.id === target.field)) throw BadRequest('evidenceTargetUnknown');
    return;
  }
  if (!(RESOURCE_TYPES as readonly string[]).includes(target.resource)) throw BadRequest('evidenceTargetUnknown');
  // The row as readers see it: its own item, or a pack of the import that wrote it (ADR 0061).
  const rows = await storedRows(tenantId, yearEnd, target.resource as ResourceType);
  if (!rows.some((r) => r.rowId === target.row)) throw BadRequest('evidenceTargetUnknown');
}
