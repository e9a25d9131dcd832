import * as z from 'zod';
import { OBLIGATIONS, RULE_SETS } from '../vocabulary/ruleSets';
import { Id, IsoDate, Language, Version } from './common';
import { messageText } from '../catalogue/messages';

/**
 * A page key as the catalogue declares it ('company_information'). Any identifier-like text passes,
 * so an unknown page answers 404 (like a year of another company), not 400.
 */
export const PageKey = z.string().regex(/^\w{1,64}$/);
export const PageYearParams = z.strictObject({ pageKey: PageKey, year: IsoDate });
export const PageFieldYearParams = z.strictObject({ pageKey: PageKey, year: IsoDate, fieldId: PageKey });
/** Copying last year's rows of one table: the version the form is based on; `replace` confirms replacing this year's rows. */
export const CopyRowsBody = z.strictObject({ version: Version, replace: z.boolean().default(false) });
export const DisclosureParams = z.strictObject({ year: IsoDate });

/**
 * The answers as sent: any JSON object, passed on untouched (no copy, so nothing is renamed or
 * dropped before the page's own schema, built from its declaration, reports every problem by path).
 */
export const PageValues = z.custom<Record<string, unknown>>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  messageText('incorrectType'),
);

/** PUT /api/page-data/{pageKey}/{year}: the answers and the version the form was based on (0: none yet). */
export const PageDataSave = z.strictObject({ values: PageValues, version: Version });

const StoredValues = z.record(z.string(), z.unknown());

export const PageDataView = z.object({
  pageKey: z.string(),
  yearEnd: IsoDate,
  /** Derived fields hold what the server computed, never what a client sent. */
  values: StoredValues,
  /** 0 while the page was never saved for the year. */
  version: z.number(),
  /** The year is printed: read-only. */
  locked: z.boolean(),
  updatedAt: z.string().optional(),
  updatedBy: z.string().optional(),
  /** Set when the answers were copied from that year and not saved since. */
  copiedFrom: IsoDate.optional(),
  /** How many translatable answers lack English or Traditional Chinese (ADR 0096). */
  missingTranslations: z.number().int().optional(),
  /** The company's language: what an answer saved in one language is (ADR 0096). */
  companyLanguage: Language.optional(),
  /** The previous reporting year's answers, when it has any: shown next to this year's. */
  lastYear: z.object({ yearEnd: IsoDate, values: StoredValues, version: z.number() }).optional(),
});
export type PageDataView = z.infer<typeof PageDataView>;

const FieldRef = z.object({ page: z.string(), field: z.string() });

export const ProvisionStatusView = z.object({
  code: z.string(),
  part: z.string(),
  aspect: z.string(),
  title: z.string(),
  obligation: z.enum(OBLIGATIONS),
  state: z.enum(['reported', 'explained', 'missing']),
  fedBy: z.array(FieldRef),
  reportedBy: z.array(FieldRef),
  explanations: z.array(FieldRef.extend({ reason: z.string(), notApplicable: z.literal(true).optional() })),
});

/** GET /api/disclosure-status/{year}: comply or explain, per HKEX provision of the year's rule set. */
export const DisclosureReply = z.object({
  yearEnd: IsoDate,
  ruleSet: z.enum(RULE_SETS),
  counts: z.object({ reported: z.number(), explained: z.number(), missing: z.number() }),
  provisions: z.array(ProvisionStatusView),
});

/**
 * A spec alias's save (core/src/contract/pageAliases.ts): the answers and the version, plus the
 * year or period id when the call names it in the body. The answers are validated once, by the
 * page's own schema on save, like the page-data PUT's.
 */
export const AliasSave = z.strictObject({ values: PageValues, version: Version });
export const AliasYearSave = z.strictObject({ year: IsoDate, values: PageValues, version: Version });
export const AliasPeriodSave = z.strictObject({ id: Id, values: PageValues, version: Version });
