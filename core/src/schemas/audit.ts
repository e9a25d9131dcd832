import * as z from 'zod';
import { IsoDate, Version } from './common';
import { FileView } from './fileView';
import { AuditEntryView } from './auditLog';
import { RESOURCE_TYPES } from '../vocabulary/resourceTypes';
import { SEED_MAX } from '../calc/assurance/sampling';

// ── Sample and trace (docs/decisions/0116-sample-and-trace.md) ─────────────────────────────────

export const SAMPLE_BASES = ['tco2e', 'mwh'] as const;
export const SampleParams = z.strictObject({ year: IsoDate });
export const SampleDraw = z.strictObject({
  basis: z.enum(SAMPLE_BASES),
  n: z.number().int().min(1).max(200),
  /** To draw a recorded sample again; a new one is chosen and recorded when absent. */
  seed: z.number().int().min(0).max(SEED_MAX).optional(),
});

const SampleId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);
/** `<rowId>.<measure>.<scope or ->.<category or ->.<energy type or ->` (domain/assurance/sample.ts). */
export const FigureId = z.string().regex(/^[\w.-]{1,200}$/);
export const SampleFigureParams = z.strictObject({ year: IsoDate, sampleId: SampleId, figureId: FigureId });

export const MARKS = ['agreed', 'exception'] as const;
export const NOTE_MAX = 1000;
export const FigureMark = z
  .strictObject({
    status: z.enum(MARKS),
    note: z.string().trim().max(NOTE_MAX).default(''),
    version: Version,
  })
  .refine((m) => m.status !== 'exception' || m.note.length > 0, {
    path: ['note'],
    message: 'Say what the exception is.',
  });

const Mark = z.object({ status: z.enum(MARKS), note: z.string(), by: z.string(), at: z.string() });
export const SampledFigure = z.object({
  id: FigureId,
  rowId: z.string(),
  type: z.enum(RESOURCE_TYPES),
  locationId: z.string(),
  location: z.string(),
  /** The location's name in each language when drawn (ADR 0121): a Chinese screen names it in Chinese. */
  locationNames: z.object({ en: z.string(), hk: z.string(), cn: z.string() }).optional(),
  measure: z.string(),
  scope: z.number().optional(),
  scope3Category: z.number().optional(),
  energyType: z.string().optional(),
  /** The figure when the sample was drawn, in the basis's unit. */
  value: z.number(),
  unit: z.string(),
  mark: Mark.optional(),
});
export type SampledFigure = z.infer<typeof SampledFigure>;

export const SampleView = z.object({
  id: SampleId,
  yearEnd: IsoDate,
  basis: z.enum(SAMPLE_BASES),
  n: z.number(),
  seed: z.number(),
  /** The population the sample was drawn from: how many figures and their total. */
  population: z.object({ count: z.number(), total: z.number(), unit: z.string() }),
  /** The drawer's login, as the audit records keep it. */
  drawnBy: z.string(),
  /** The drawer as the screens name people (the login when it names no user, ADR 0118); the lists carry it. */
  drawnByName: z.string().optional(),
  drawnAt: z.string(),
  figures: z.array(SampledFigure),
  version: z.number(),
  /**
   * The year's version the sample was drawn in (ADR 0118): its figures and marks are that version's. A sample
   * stored before it was recorded reads as version 1 (ADR 0116).
   */
  yearVersion: z.number().int().min(1),
  /** The year was restated after the sample was drawn: its marks stay the record of its version, it takes no more. */
  restatedSince: z.boolean(),
});
export type SampleView = z.infer<typeof SampleView>;
/** A sample as stored (`ASSURE#SAMPLE#<id>`): without `yearVersion` when stored before it was recorded. */
export type SampleRecord = Omit<SampleView, 'yearVersion' | 'restatedSince' | 'drawnByName'> & { yearVersion?: number };
/** The year's version a sample was drawn in: version 1 for one stored before it was recorded (ADR 0116). */
export const drawnInVersion = (s: Pick<SampleRecord, 'yearVersion'>) => s.yearVersion ?? 1;

/** GET …/figures/{figureId}: the figure's whole trail on one screen. */
export const FigureTrail = z.object({
  figure: SampledFigure,
  sampleVersion: z.number(),
  /** The sample's year version, and whether the year was restated since (the mark is then refused). */
  yearVersion: z.number().int().min(1),
  restatedSince: z.boolean(),
  /** The input row: its months and unit as entered. */
  row: z.object({
    unit: z.string(),
    months: z.array(z.string()),
    periodMonths: z.array(z.string()),
    attributes: z.record(z.string(), z.unknown()),
    auditId: z.string(),
  }),
  /** The row's lines behind the figure now: each with its conversions, factors and result. */
  lines: z.array(
    z.object({
      value: z.number().nullable(),
      unit: z.string(),
      conversions: z.array(z.object({ from: z.string(), to: z.string(), factor: z.string() })),
      factors: z.array(
        z.object({
          id: z.string(),
          revision: z.number(),
          value: z.string(),
          unit: z.string(),
          source: z.string().optional(),
          appliesTo: z.string().optional(),
          validFrom: z.number().optional(),
          validTo: z.number().optional(),
          proxy: z.boolean(),
        }),
      ),
      gwpSet: z.string().optional(),
    }),
  ),
  evidence: z.array(FileView),
  audit: z.array(AuditEntryView),
});
export type FigureTrail = z.infer<typeof FigureTrail>;
