import type { EmissionsJson } from '../../../calc/emissions/present';
import type { FactorUse } from '../../../calc/emissions/select';
import { toDecimal } from '../../../lib/rational';
import type { Scope3Disclosure } from '../../climate/scope3/disclosure';
import type { AnomaliesView, CompletenessView } from '../../../schemas/assurance';
import type { AuditEntryView } from '../../../schemas/auditLog';
import { drawnInVersion, type SampleRecord } from '../../../schemas/audit';
import { factorName, factorsUsed } from '../../reports/factors';
import type { CsvTable } from './csv';
import { byCodePoint } from './lineage';

/**
 * The factor library as the year used it: every revision its figures were priced with, once — Part D's Scope 3
 * estimates' among them when the year has Part D (`scope3`, ADR 0109; the company's own factors as `own-<category>`).
 */
export function factorTable(json: Pick<EmissionsJson, 'bases'>, scope3?: Scope3Disclosure): CsvTable {
  const calculated = factorsUsed(json);
  const seen = new Set(calculated.map((f) => `${f.id}#${f.revision}`));
  const estimated = new Map(
    (scope3?.inputs.estimates ?? [])
      .flatMap((e) => e.factors)
      .filter((f) => !seen.has(`${f.id}#${f.revision}`))
      .map((f): [string, FactorUse] => [`${f.id}#${f.revision}`, { ...f, value: toDecimal(f.value, 12) }]),
  );
  const factors = [...calculated, ...estimated.values()].sort(
    (a, b) => byCodePoint(a.id, b.id) || a.revision - b.revision,
  );
  return {
    header: [
      'factor id',
      'version',
      'name',
      'value',
      'unit',
      'valid from',
      'valid to',
      'source',
      'confidence',
      'proxy',
    ],
    rows: factors.map((f) => [
      f.id,
      f.revision,
      factorName(f),
      f.value,
      f.unit,
      f.validFrom,
      f.validTo,
      f.source,
      f.confidence,
      f.proxy ? 'yes' : 'no',
    ]),
  };
}

/** What the pack knows of one evidence file once its bytes were read into the zip (or found missing). */
export interface EvidenceEntry {
  id: string;
  name: string;
  /** What the file supports: a value's anchor, or a supplier's answer as lineage.csv names it (`supplierRequest#…`). */
  supports: string;
  uploadedBy: string;
  uploadedAt: string;
  /** The fingerprint taken at upload (ADR 0108); absent for files uploaded before fingerprints. */
  fingerprint?: string;
  /** The file's path in the zip and the SHA-256 of the bytes stored there; absent when the object is missing. */
  path?: string;
  sha256?: string;
}

export const evidenceState = (e: EvidenceEntry) =>
  !e.sha256 ? 'missing' : !e.fingerprint ? 'noFingerprint' : e.sha256 === e.fingerprint ? 'intact' : 'changed';

/** Each evidence file with the figure it supports, its fingerprint at upload and the hash of the bytes packed. */
export function evidenceTable(files: readonly EvidenceEntry[]): CsvTable {
  return {
    header: [
      'file id',
      'name',
      'supports',
      'uploaded by',
      'uploaded at',
      'fingerprint at upload',
      'SHA-256 in pack',
      'state',
      'path',
    ],
    rows: files.map((f) => [
      f.id,
      f.name,
      f.supports,
      f.uploadedBy,
      f.uploadedAt,
      f.fingerprint,
      f.sha256,
      evidenceState(f),
      f.path,
    ]),
  };
}

const json = (v: unknown) => (v === undefined ? '' : JSON.stringify(v));

/** The year's audit trail, oldest first: who changed what and when, with the values before and after. */
export function auditTable(entries: readonly AuditEntryView[]): CsvTable {
  return {
    header: ['audit entry', 'at', 'user', 'action', 'page', 'before', 'after'],
    rows: entries.map((e) => [
      e.id,
      e.at,
      e.login ?? '',
      e.action,
      e.subject?.page ?? '',
      json(e.before),
      json(e.after),
    ]),
  };
}

/** Completeness month by month (environmental) and field by field (social), with the section totals first. */
export function completenessTable(c: CompletenessView): CsvTable {
  const total = (section: string, t: { entered: number; total: number; percent: number }) =>
    [section, 'total', '', '', `${t.entered}/${t.total}`, `${t.percent}%`] as const;
  return {
    header: ['section', 'subject', 'row', 'month', 'state', 'percent'],
    rows: [
      total('environmental', c.sections.environmental),
      total('social', c.sections.social),
      ...c.locations.map((l) => ['environmental', l.name, '', '', `${l.entered}/${l.total}`, `${l.percent}%`]),
      ...c.rows.flatMap((r) =>
        r.cells.map((state, m) => ['environmental', r.label, r.rowId ?? '', c.months[m], state, '']),
      ),
      ...c.social.flatMap((p) => p.fields.map((f) => ['social', p.pageKey, f.fieldId, '', f.state, ''])),
    ],
  };
}

/** Every anomaly of the year with its rule, its figures and the owner's explanation (ADR 0107). */
export function anomalyTable(a: AnomaliesView): CsvTable {
  return {
    header: [
      'anomaly',
      'rule',
      'subject',
      'unit',
      'period',
      'value',
      'reference',
      'measure',
      'explanation',
      'explained by',
      'explained at',
    ],
    rows: a.anomalies.map((x) => [
      x.id,
      x.rule,
      x.label,
      x.unit,
      x.period === 'year' ? 'year' : a.months[x.period],
      x.value,
      x.reference,
      x.measure,
      x.explanation?.comment,
      x.explanation?.by,
      x.explanation?.at,
    ]),
  };
}

/**
 * The auditor's samples of the year (docs/decisions/0116-sample-and-trace.md), oldest first: one row per drawn figure,
 * with the year's version the sample was drawn in (ADR 0118), its seed and basis (so it can be drawn again), the
 * figure's value when drawn and the auditor's mark.
 * Only the header while no sample is stored for the year.
 */
export function sampleTable(samples: readonly SampleRecord[]): CsvTable {
  return {
    header: [
      'sample',
      'year version',
      'drawn at',
      'drawn by',
      'basis',
      'seed',
      'figure',
      'location',
      'value',
      'unit',
      'mark',
      'note',
      'marked by',
      'marked at',
    ],
    rows: [...samples]
      .sort((a, b) => a.drawnAt.localeCompare(b.drawnAt))
      .flatMap((s) =>
        s.figures.map((f) => [
          s.id,
          drawnInVersion(s),
          s.drawnAt,
          s.drawnBy,
          s.basis,
          s.seed,
          f.id,
          f.location,
          f.value,
          f.unit,
          f.mark?.status ?? '',
          f.mark?.note ?? '',
          f.mark?.by ?? '',
          f.mark?.at ?? '',
        ]),
      ),
  };
}
