import * as z from 'zod';
import { fieldsOf } from '../../catalogue/page';
import type { DataPage } from '../../catalogue/dataPage';
import type { I18nText } from '../../catalogue/types';
import { pageByKey } from '../../pages/index';
import { keys } from '../../infra/db/keys';
import { queryAll } from '../../infra/db/repo';
import { BadRequest } from '../../errors';
import { anchorOf, EvidenceQuery, EvidenceYear, type EvidenceTarget } from '../../schemas/evidence';
import type { FileModule } from '../../schemas/files';
import { RESOURCE_TYPES, type ResourceType } from '../../schemas/resources';
import { storedRows } from '../resources/stored';
import { fileView, periodOf, type FileRecord } from './records';
import { withSchema } from './validated';

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

const evidenceOf = async (tenantId: string, yearEnd: string, ...parts: string[]) =>
  (await queryAll<FileRecord>(keys.evidencePrefix(tenantId, yearEnd, ...parts))).map(fileView);

export const EvidenceInput = z.strictObject({ ...EvidenceYear.shape, ...EvidenceQuery.shape });

/** GET /api/evidence/{year}?page=|resource=: the evidence files of one page, one resource type, or the year. */
export const listEvidence = withSchema(EvidenceInput, async (m, { year, page, resource }) => {
  periodOf(m, year);
  if (page && resource) throw BadRequest('badRequest');
  const tenantId = m.actor.tenantId;
  if (page) return evidenceOf(tenantId, year, 'F', page);
  if (resource) return evidenceOf(tenantId, year, 'R', resource);
  return evidenceOf(tenantId, year);
});

/** One figure with evidence, as the report's appendix lists it. */
export interface EvidencedFigure {
  /** `<page>.<field>` or `<resource>.<row>.<month>` (schemas/evidence.ts anchorOf). */
  anchor: string;
  target: EvidenceTarget;
  /** A field's label in each language; resource rows are named by the report from its own row data. */
  labels?: I18nText;
  /** Each file with when it was uploaded (ISO instant; the appendix shows its day). */
  files: { id: string; name: string; uploadedAt: string }[];
}

/**
 * Which figures of a year have evidence (the report's appendix lists them), in a stable
 * order: by anchor, files by name. One Query over the year's evidence entries. A field is named as
 * `shown` labels it: the report passes `withProvisionTitles`, so a comply choice reads "B1.1 <title>" (ADR 0144).
 */
export async function evidencedFigures(
  tenantId: string,
  yearEnd: string,
  shown: (page: DataPage) => DataPage,
): Promise<EvidencedFigure[]> {
  const byAnchor = new Map<string, EvidencedFigure>();
  for (const file of await evidenceOf(tenantId, yearEnd)) {
    if (!file.target) continue;
    const anchor = anchorOf(file.target);
    let figure = byAnchor.get(anchor);
    if (!figure) {
      const t = file.target;
      const declared = t.kind === 'field' ? pageByKey(t.page) : undefined;
      const page = declared && shown(declared);
      const field = page && t.kind === 'field' ? fieldsOf(page).find((f) => f.id === t.field) : undefined;
      figure = { anchor, target: t, ...(field ? { labels: { ...field.labels } } : {}), files: [] };
      byAnchor.set(anchor, figure);
    }
    figure.files.push({ id: file.id, name: file.name, uploadedAt: file.uploadedAt });
  }
  const figures = [...byAnchor.values()].sort((a, b) => a.anchor.localeCompare(b.anchor));
  for (const f of figures) f.files.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return figures;
}
