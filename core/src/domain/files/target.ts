import { BadRequest } from '../../errors';
import { FIELD_IDS } from '../../pages/fieldIds';
import type { EvidenceTarget } from '../../schemas/evidence';
import type { FileModule } from '../../schemas/files';
import { RESOURCE_TYPES, type ResourceType } from '../../vocabulary/resourceTypes';
import { storedRows } from '../resources/stored';
import * as msg from '../../messages';

/**
 * An upload names a target exactly when it is evidence, and the target must exist in the year:
 * a field declared on the page, or a stored resource row of the type (400 otherwise).
 */
export async function checkTarget(tenantId: string, yearEnd: string, module: FileModule, target?: EvidenceTarget) {
  if ((module === 'evidence') !== Boolean(target)) throw BadRequest(msg.evidenceTargetMissing);
  if (!target) return;
  if (target.kind === 'field') {
    // The page modules' field ids, generated from them (ADR 0148): not every page's declaration in this group.
    if (!Object.hasOwn(FIELD_IDS, target.page) || !FIELD_IDS[target.page]!.includes(target.field))
      throw BadRequest(msg.evidenceTargetUnknown);
    return;
  }
  if (!(RESOURCE_TYPES as readonly string[]).includes(target.resource)) throw BadRequest(msg.evidenceTargetUnknown);
  // The row as readers see it: its own item, or a pack of the import that wrote it (ADR 0061).
  const rows = await storedRows(tenantId, yearEnd, target.resource as ResourceType);
  if (!rows.some((r) => r.rowId === target.row)) throw BadRequest(msg.evidenceTargetUnknown);
}
