import * as keys from '../../infra/db/itemKeys';
import { queryAll } from '../../infra/db/repo';
import { NotFound } from '../../errors';
import { periodMonths } from '../../lib/dates';
import type { BasisJson } from '../../calc/emissions/present';
import { AuditQuery } from '../../schemas/auditLog';
import type { FigureTrail } from '../../schemas/audit';
import type { AuditEntryView } from '../../schemas/auditLog';
import type { ResourceType } from '../../schemas/resources';
import { listAudit } from '../audit/query';
import { emissionsOfYear } from '../emissions/read';
import { fileView, type FileRecord } from '../files/records';
import type { Membership } from '../membership';
import { storedRows } from '../resources/stored';
import { lineOfFigure, readSample } from './sample';

/** The audit items read for a row's trail (its type's saves, and Excel commits), the newest of the last twelve months. */
const AUDIT_ITEMS = 100;

/**
 * A row's audit trail: the saves of its type and the Excel commits that name it (a save's audit item holds the
 * rows it changed, ADR 0057 for an import's), or that its lineage points to (`auditId`), newest first.
 */
async function rowAudit(m: Membership, type: string, rowId: string, auditId: string | undefined) {
  const reads = await Promise.all(
    [`resource.${type}.`, 'excel.commit'].map((action) =>
      listAudit(m, AuditQuery.parse({ action, size: AUDIT_ITEMS })),
    ),
  );
  const names = (e: AuditEntryView) =>
    e.id === auditId || JSON.stringify([e.entity, e.before, e.after]).includes(rowId);
  return reads
    .flatMap((r) => r.items)
    .filter(names)
    .sort((a, b) => b.at.localeCompare(a.at));
}

const lineBasis = (b: BasisJson) => ({
  conversions: b.conversions.map(({ from, to, factor }) => ({ from, to, factor })),
  factors: b.factors.map((f) => ({
    id: f.id,
    revision: f.revision,
    value: f.value,
    unit: f.unit,
    proxy: f.proxy,
    ...(f.source ? { source: f.source } : {}),
    ...(f.appliesTo ? { appliesTo: f.appliesTo } : {}),
    ...(f.validFrom !== undefined ? { validFrom: f.validFrom } : {}),
    ...(f.validTo !== undefined ? { validTo: f.validTo } : {}),
  })),
  ...(b.gwpSet ? { gwpSet: b.gwpSet } : {}),
});

/**
 * GET /api/audit-samples/{year}/{sampleId}/figures/{figureId} (docs/decisions/0116-sample-and-trace.md): a
 * sampled figure's whole trail — the input row as entered, each line's unit conversions and factors (source,
 * revision, validity) and result as the year reads now, the evidence files with their fingerprints, and the
 * row's audit trail; and whether the year was restated since the sample was drawn (its mark is then refused).
 */
export async function figureTrail(
  m: Membership,
  yearEnd: string,
  sampleId: string,
  figureId: string,
): Promise<FigureTrail> {
  const { sample, period } = await readSample(m, yearEnd, sampleId);
  const figure = sample.figures.find((f) => f.id === figureId);
  if (!figure) throw NotFound();
  const tenantId = m.actor.tenantId;
  const [{ json }, rows, evidence] = await Promise.all([
    emissionsOfYear(tenantId, period, { lines: true, locationMonths: false }),
    storedRows(tenantId, yearEnd, figure.type as ResourceType),
    queryAll<FileRecord>(keys.evidencePrefix(tenantId, yearEnd, 'R', figure.type, figure.rowId)),
  ]);
  const row = rows.find((r) => r.rowId === figure.rowId);
  const audit = await rowAudit(m, figure.type, figure.rowId, row?.auditId);
  const lines = json.lines.filter((l) => lineOfFigure(figureId, l, json.specs[l.spec]!));
  return {
    figure,
    sampleVersion: sample.version,
    yearVersion: sample.yearVersion,
    restatedSince: sample.restatedSince,
    row: {
      unit: row?.unit ?? '',
      months: row?.months ?? [],
      periodMonths: periodMonths(period.financialYearStartDate),
      attributes: row?.attributes ?? {},
      auditId: row?.auditId ?? '',
    },
    lines: lines.map((l) => ({ value: l.value, unit: figure.unit, ...lineBasis(json.bases[l.basis]!) })),
    evidence: evidence.map(fileView),
    audit,
  };
}
