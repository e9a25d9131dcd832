import * as z from 'zod';
import { storableNumber } from '../lib/number';
import { coercedNumber, Confidence, Id, IsoDate, Language, LangKey, Version } from './common';
import { Names } from './units';
import { OBLIGATIONS, RULE_SETS } from '../vocabulary/ruleSets';
import { FACTOR_ID, FACTOR_ID_MAX } from '../domain/factors/ids';
import { parseFactorUnit } from '../calc/emissions/factorUnit';

// ── HKEX KPI catalogue ────────────────────────────────────────────────────────────────────────
/** Provision titles are sentences; what is stored is shown as it is (no input limits on views). */
const Shown = z.object({ en: z.string(), hk: z.string(), cn: z.string() });
const Title = z.strictObject({
  en: z.string().trim().min(1).max(1000),
  hk: z.string().trim().min(1).max(1000),
  cn: z.string().trim().min(1).max(1000),
});
export const RuleSet = z.enum(RULE_SETS);
export const KpiKind = z.enum(['narrative', 'quantitative', 'mixed']);
export const Obligation = z.enum(OBLIGATIONS);
/** HKEX codes (A1.2, B8-GD) and the product's Part B/D labels (MDR-GOV, D-MT-GHG1). */
export const KpiCode = z.string().regex(/^[A-Z][A-Z0-9.-]{1,19}$/);

export const KpiView = z.object({
  code: z.string(),
  ruleSet: RuleSet,
  part: z.enum(['B', 'C', 'D']),
  order: z.number(),
  aspect: Shown,
  title: Shown,
  /** Languages whose title is still the English fallback. */
  untranslated: z.array(z.enum(['hk', 'cn'])),
  unitType: z.string(),
  kind: KpiKind,
  obligation: Obligation,
  obligationNote: z.string(),
  changed: z.string(),
  version: z.number(),
});
export type KpiView = z.infer<typeof KpiView>;

/** GET /api/kpis: by rule set, or by the financial year start the rule set follows from. */
export const KpiQuery = z.strictObject({ ruleSet: RuleSet.optional(), financialYearStartDate: IsoDate.optional() });
export const KpiList = z.object({ ruleSet: RuleSet, effectiveFrom: IsoDate, items: z.array(KpiView) });
export const KpiParams = z.strictObject({ ruleSet: RuleSet, code: KpiCode });
export const KpiEdit = z.strictObject({
  title: Title,
  aspect: Names,
  unitType: z.string().trim().min(1).max(100),
  kind: KpiKind,
  obligation: Obligation,
  obligationNote: z.string().trim().max(300),
  version: Version,
});

// ── Emission factors ──────────────────────────────────────────────────────────────────────────
export const FactorId = z
  .string()
  .max(FACTOR_ID_MAX)
  .regex(FACTOR_ID, 'A factor ID is lowercase letters and digits in words joined by hyphens, e.g. elec-clp.');
const Year = z.number().int().min(1990).max(2100);
const YearParam = coercedNumber().int().min(1990).max(2100);
export { Confidence };

/**
 * What the Chinese editions print for the factor (docs/decisions/0130-factor-names-in-chinese.md): its name and source
 * in Traditional Chinese, and in Simplified only where the mainland wording differs from the converted Traditional text.
 * Empty or absent: the edition prints the English.
 */
const FACTOR_CHINESE = {
  appliesToHk: z.string().trim().max(200).optional(),
  sourceHk: z.string().trim().max(300).optional(),
  appliesToCn: z.string().trim().max(200).optional(),
  sourceCn: z.string().trim().max(300).optional(),
};

const FactorFacts = {
  category: z.string().trim().min(1).max(60),
  scope: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  appliesTo: z.string().trim().min(1).max(200),
  value: storableNumber().nonnegative(),
  unit: z.string().trim().min(1).max(40),
  validFrom: Year.optional(),
  validTo: Year.optional(),
  basis: z.string().trim().max(60).optional(),
  source: z.string().trim().min(1).max(300),
  confidence: Confidence,
  note: z.string().trim().max(300).optional(),
  ...FACTOR_CHINESE,
};
const validYears = <T extends { validFrom?: number; validTo?: number }>(s: z.ZodType<T>) =>
  s.refine((f) => f.validFrom === undefined || f.validTo === undefined || f.validFrom <= f.validTo, {
    path: ['validTo'],
    message: 'The last valid year cannot be before the first.',
  });

/**
 * A unit the calculation reads (core/src/calc/emissions/factorUnit.ts): an amount per activity, "kgCO2e/kWh" or
 * "kg per million MJ". Which units it may name is checked against the catalogue when it is saved (factors/unit.ts).
 */
export const FACTOR_UNIT_FORM = 'Write the unit as an amount per activity, e.g. kgCO2e/kWh or kg per million MJ.';
const ReadableFactorUnit = FactorFacts.unit.refine((u) => parseFactorUnit(u) !== undefined, FACTOR_UNIT_FORM);

export const FactorCreate = validYears(z.strictObject({ id: FactorId, ...FactorFacts, unit: ReadableFactorUnit }));
/** An edit is a new revision based on the factor's current version; old revisions stay. */
export const FactorEdit = validYears(z.strictObject({ ...FactorFacts, unit: ReadableFactorUnit, version: Version }));
/** Retiring is based on the factor's current version, like an edit. */
export const FactorRetire = z.strictObject({ version: Version });
export const FactorParams = z.strictObject({ factorId: FactorId });
export const FactorYearParams = z.strictObject({ factorId: FactorId, year: YearParam });
export const FactorRevisionParams = z.strictObject({ factorId: FactorId, revision: coercedNumber().int().min(1) });
export const FactorQuery = z.strictObject({ category: z.string().max(60).optional() });

export const FactorRevisionView = z.object({
  id: z.string(),
  revision: z.number(),
  ...FactorFacts,
  createdAt: z.string(),
  createdBy: z.string(),
});
export type FactorRevisionView = z.infer<typeof FactorRevisionView>;
export const FactorView = z.object({
  id: z.string(),
  category: z.string(),
  scope: z.number().nullable(),
  appliesTo: z.string(),
  /** The latest revision's Chinese name, for the library's list in a Chinese interface. */
  appliesToHk: z.string().optional(),
  appliesToCn: z.string().optional(),
  latestRevision: z.number(),
  version: z.number(),
  /** Set once an administrator retires the factor: new calculations no longer use it. */
  retired: z.object({ at: z.string(), by: z.string() }).optional(),
  revisions: z.array(FactorRevisionView),
});
/** The revision that applies to a year; `proxy` when none covers it and an earlier year's stands in. */
export const FactorForYear = FactorRevisionView.extend({ year: z.number(), proxy: z.boolean() });

// ── System configuration ──────────────────────────────────────────────────────────────────────
const FinancialYears = {
  financialYearStartDate: IsoDate,
  financialYearEndDate: IsoDate,
  newFinancialYearStartDate: IsoDate.optional(),
  newFinancialYearEndDate: IsoDate.optional(),
};
export const SysConfigCreate = z.strictObject({ companyId: Id, ...FinancialYears });
/** `startNewFinancialYear`: the new year becomes current and its reporting period is created. */
export const SysConfigEdit = z.strictObject({
  ...FinancialYears,
  startNewFinancialYear: z.boolean().default(false),
  version: Version,
});
export const SysConfigParams = z.strictObject({ id: Id });
export const SysConfigView = z.object({
  id: z.string(),
  companyKey: z.string(),
  companyName: z.string(),
  /** The company's Chinese name as typed (Traditional), when it has one: the screen names it in the reader's language. */
  companyNameZh: z.string().optional(),
  financialYearStartDate: IsoDate,
  financialYearEndDate: IsoDate,
  newFinancialYearStartDate: IsoDate.optional(),
  newFinancialYearEndDate: IsoDate.optional(),
  modifiedBy: z.string(),
  modifiedAt: z.string(),
  version: z.number(),
});
export type SysConfigView = z.infer<typeof SysConfigView>;

// ── Languages ─────────────────────────────────────────────────────────────────────────────────
export const LanguageView = z.object({
  id: Language,
  langKey: LangKey,
  locale: z.string(),
  name: z.string(),
  nativeName: z.string(),
});
