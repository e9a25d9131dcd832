import * as z from 'zod';
import { IsoDate, Version } from './common';
import { PageKey, PageValues } from './pageData';
import { ModulePath } from '../domain/forms/modulePath';

const Text3 = z.object({ en: z.string(), hk: z.string(), cn: z.string() });
const Option = z.object({ value: z.string(), labels: Text3 });

/** A declared field as the renderer gets it (core/src/catalogue/types.ts), plus where it sits and how it is set up. */
export interface FieldView {
  id: string;
  kind: string;
  labels: z.infer<typeof Text3>;
  /** The dotted payload path: issues, comply-or-explain and the company configuration name fields by it. */
  path: string;
  /** Whether the page's schema requires an answer here (where it sits decides, as on save). */
  required: boolean;
  unitType?: string;
  validation?: Record<string, unknown>;
  provisions?: string[];
  helpKey?: string;
  tutorialKey?: string;
  formula?: string;
  list?: string;
  /** The options of a static reference list; run-time lists (locations, units) come from their own calls. */
  options?: z.infer<typeof Option>[];
  columns?: FieldView[];
  details?: FieldView[];
  minRows?: number;
  maxRows?: number;
  uniqueBy?: string[];
  sequenceColumn?: string;
  copyFromLastYear?: { nameColumn: string };
  rowKeys?: Record<string, string>;
  /** With a year: hidden by the company, its preferred unit, and the mandatory provisions it feeds. */
  hidden?: boolean;
  preferredUnit?: string;
  mandatory?: string[];
}

export const FieldView: z.ZodType<FieldView, FieldView> = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.string(),
    labels: Text3,
    path: z.string(),
    required: z.boolean(),
    unitType: z.string().optional(),
    validation: z.record(z.string(), z.unknown()).optional(),
    provisions: z.array(z.string()).optional(),
    helpKey: z.string().optional(),
    tutorialKey: z.string().optional(),
    formula: z.string().optional(),
    list: z.string().optional(),
    options: z.array(Option).optional(),
    columns: z.array(FieldView).optional(),
    details: z.array(FieldView).optional(),
    minRows: z.number().optional(),
    maxRows: z.number().optional(),
    uniqueBy: z.array(z.string()).optional(),
    sequenceColumn: z.string().optional(),
    copyFromLastYear: z.object({ nameColumn: z.string() }).optional(),
    rowKeys: z.record(z.string(), z.string()).optional(),
    hidden: z.boolean().optional(),
    preferredUnit: z.string().optional(),
    mandatory: z.array(z.string()).optional(),
  }),
);

export const FieldsReply = z.object({
  page: z.object({ key: z.string(), route: z.string(), modulePath: z.string(), titleKey: z.string() }),
  /** Set when the fields are configured for a reporting year. */
  yearEnd: IsoDate.optional(),
  fields: z.array(FieldView),
});

export const PageKeyParams = z.strictObject({ key: PageKey });
/** `second` is a tab or card id of the page: only its fields. */
export const PageKeyScopeParams = z.strictObject({ key: PageKey, second: PageKey });
/** The page master id is the page's key: a declaration is the page master. */
export const PageMasterParams = z.strictObject({ pageMasterId: PageKey });
export const PageYearParams = z.strictObject({ pageKey: PageKey, year: IsoDate });
export const ModulePathParams = z.strictObject({ path: ModulePath });
export const ModulePathYearParams = z.strictObject({ path: ModulePath, year: IsoDate });
export const PageIdParams = z.strictObject({ id: PageKey });

export const MasterConfigEntry = z.object({ fieldKey: z.string(), fieldValue: z.string() });

/** A company's configuration of one page: optional fields it hides, units it prefers for entry. */
const FieldPath = z.string().min(1).max(200);
export const PreferredUnit = z.strictObject({ path: FieldPath, unit: z.string().min(1).max(20) });
export const FieldConfigEdit = z.strictObject({
  pageKey: PageKey,
  hidden: z.array(FieldPath).max(200),
  preferredUnits: z.array(PreferredUnit).max(200),
  version: Version,
});
export const FieldConfigView = z.object({
  pageKey: z.string(),
  hidden: z.array(z.string()),
  preferredUnits: z.array(z.object({ path: z.string(), unit: z.string() })),
  /** 0 while the company never configured the page. */
  version: z.number(),
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
});
export type FieldConfigView = z.infer<typeof FieldConfigView>;

/** POST /api/formula/evaluate/{id}: answers (possibly a half-filled page) whose derived values to compute. */
export const FormulaInput = z.strictObject({ values: PageValues });
export const FormulaReply = z.object({
  /** Derived field id → exact decimal text, as PUT would store it. */
  values: z.record(z.string(), z.string()),
  /** Derived fields that could not be computed with these inputs (e.g. division-by-zero). */
  errors: z.record(z.string(), z.object({ code: z.string(), message: z.string() })),
});
