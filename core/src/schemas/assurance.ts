import * as z from 'zod';
import { Id, IsoDate, Version } from './common';
import { YearJobItem } from './reportJob';
import { RESOURCE_TYPES } from '../vocabulary/resourceTypes';
import { ANOMALY_BOUNDS, ANOMALY_RULES } from '../calc/assurance/anomalies';
import { CELL_STATES } from '../calc/assurance/completeness';
import { EvidenceTarget } from './evidence';

export const AssuranceYearParams = z.strictObject({ year: IsoDate });

const Tally = z.object({ entered: z.number(), total: z.number(), percent: z.number() });
const CellState = z.enum(CELL_STATES);

/** GET /api/completeness/{year} (docs/decisions/0106-completeness-and-zero-confirmation.md). */
const Names3 = z.object({ en: z.string(), hk: z.string(), cn: z.string() });

export const CompletenessView = z.object({
  yearEnd: IsoDate,
  /** The year's months, YYYY-MM, in order: the cells' columns. */
  months: z.array(z.string()),
  sections: z.object({ environmental: Tally, social: Tally }),
  /** Each location by its one name, and its name in each language of the interface (ADR 0121). */
  locations: z.array(Tally.extend({ locationId: z.string(), name: z.string(), names: Names3.optional() })),
  rows: z.array(
    z.object({
      type: z.enum(RESOURCE_TYPES),
      /** Null: a row last year had that this year lacks (all twelve months missing). */
      rowId: z.string().nullable(),
      locationId: z.string(),
      unit: z.string(),
      label: z.string(),
      /** The label in each language: the location's name and each coded choice's in it (ADR 0121). */
      labels: Names3.optional(),
      cells: z.array(CellState),
    }),
  ),
  social: z.array(
    z.object({ pageKey: z.string(), fields: z.array(z.object({ fieldId: z.string(), state: CellState })) }),
  ),
});
export type CompletenessView = z.infer<typeof CompletenessView>;

/** PUT /api/completeness/{year}/zero: "no consumption this month" for zero months of one row, or taken back. */
export const ZeroConfirmation = z.strictObject({
  type: z.enum(RESOURCE_TYPES),
  rowId: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/),
  months: z.array(z.number().int().min(0).max(11)).min(1).max(12),
  confirmed: z.boolean(),
});

export const Thresholds = z.strictObject({
  yoyPercent: z.number().min(ANOMALY_BOUNDS.yoyPercent.min).max(ANOMALY_BOUNDS.yoyPercent.max),
  madLimit: z.number().min(ANOMALY_BOUNDS.madLimit.min).max(ANOMALY_BOUNDS.madLimit.max),
});
export const ThresholdsSave = Thresholds.extend({ version: Version });
export const ThresholdsView = Thresholds.extend({ version: z.number() });
export type ThresholdsView = z.infer<typeof ThresholdsView>;

/** An anomaly's id: what it is about and its period (`row.<type>.<rowId>.m3`, `perEmployee.water.m3.year`). */
export const AnomalyId = z.string().regex(/^[\w.%-]{1,200}$/);
export const ExplanationParams = z.strictObject({ year: IsoDate, anomalyId: AnomalyId });
/** The owner's short comment; texts are hygiene-checked by the middleware like every string (ADR 0020). */
export const COMMENT_MAX = 500;
export const ExplanationSave = z.strictObject({ comment: z.string().trim().min(1).max(COMMENT_MAX) });

export const Explanation = z.object({ comment: z.string(), by: z.string(), at: z.string() });
export const AnomalyView = z.object({
  id: AnomalyId,
  rule: z.enum(ANOMALY_RULES),
  /** `row`: a resource row's month or year; `perEmployee`: a kind's year total per employee. */
  subject: z.enum(['row', 'perEmployee']),
  type: z.enum(RESOURCE_TYPES),
  rowId: z.string().optional(),
  locationId: z.string().optional(),
  label: z.string(),
  /** A row's label in each language, as completeness names it (ADR 0121). */
  labels: Names3.optional(),
  unit: z.string(),
  /** Month index (0–11) or the year. */
  period: z.union([z.number(), z.literal('year')]),
  value: z.number(),
  reference: z.number(),
  measure: z.number(),
  explanation: Explanation.optional(),
});
export type AnomalyView = z.infer<typeof AnomalyView>;

/** GET /api/anomalies/{year}. */
export const AnomaliesView = z.object({
  yearEnd: IsoDate,
  months: z.array(z.string()),
  thresholds: Thresholds,
  anomalies: z.array(AnomalyView),
  unexplained: z.number(),
});
export type AnomaliesView = z.infer<typeof AnomaliesView>;

export const INTEGRITY_STATES = ['intact', 'changed', 'missing', 'noFingerprint'] as const;
const Coverage = Tally.extend({ covered: z.number() });

/** GET /api/evidence-integrity/{year} (docs/decisions/0108-evidence-fingerprints.md). */
export const EvidenceIntegrityView = z.object({
  yearEnd: IsoDate,
  files: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      target: EvidenceTarget,
      sha256: z.string().optional(),
      /** intact: the bytes match the fingerprint; changed: they do not; missing: no bytes; noFingerprint: uploaded before fingerprints. */
      state: z.enum(INTEGRITY_STATES),
    }),
  ),
  coverage: z.object({
    environmental: Coverage.extend({
      uncovered: z.array(z.object({ type: z.enum(RESOURCE_TYPES), rowId: z.string(), label: z.string() })),
    }),
    social: Coverage.extend({ uncovered: z.array(z.object({ pageKey: z.string(), fieldId: z.string() })) }),
  }),
});
export type EvidenceIntegrityView = z.infer<typeof EvidenceIntegrityView>;

/** One assurance pack of a year (docs/decisions/0117-the-assurance-pack.md), building or built. */
export const AssurancePackItem = YearJobItem.extend({
  /** The year's version it was built from: 1, then one more per restatement (ADR 0118). */
  yearVersion: z.number().int().min(1),
  files: z.number().int().optional(),
});
export type AssurancePackItem = z.infer<typeof AssurancePackItem>;

export const AssuranceJobParams = z.strictObject({ id: Id });

/** Why a printed year is restated: said in the new report in every language it prints (ADR 0118). */
export const RESTATEMENT_REASON_MAX = 1000;
export const RestatementSave = z.strictObject({
  reason: z.string().trim().min(1).max(RESTATEMENT_REASON_MAX),
  /** The year's version as the administrator saw it (the period's record version). */
  version: Version,
});

/** A restatement of a year, as listed (ADR 0118). */
export const RestatementView = z.object({
  version: z.number().int(),
  reason: z.string(),
  by: z.string(),
  at: z.string(),
});

/** GET /api/restatements/{year}: the year's version now, whether it is printed, and each restatement, oldest first. */
export const RestatementsView = z.object({
  yearEnd: IsoDate,
  yearVersion: z.number().int(),
  printed: z.boolean(),
  periodVersion: z.number().int(),
  restatements: z.array(RestatementView),
});
export type RestatementsView = z.infer<typeof RestatementsView>;

/** An assurance pack's file name: the year and, once restated, its version (ADR 0117, 0118). */
export const assurancePackName = (yearEnd: string, yearVersion: number) =>
  `assurance-pack-${yearEnd}${yearVersion > 1 ? `-v${yearVersion}` : ''}.zip`;
